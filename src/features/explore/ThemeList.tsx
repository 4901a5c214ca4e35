import { AppLink } from '../../nav/AppLink';
import { EncryptedImage } from '../media/EncryptedImage';
import { useLocale } from '../../state/locale';
import { themePath } from '../common/explore-paths';
import { useExploreMessages } from './messages';
import { useThemes } from './useExplore';
import styles from './Explore.module.css';

/** The curated themes as cards with their counts; silent while loading or when there are none. */
export function ThemeList({ cityCode }: { cityCode: number }) {
  const m = useExploreMessages();
  const { lang } = useLocale();
  // An empty collection in the chosen city is left out rather than offered.
  const list = useThemes(cityCode).data?.filter((t) => t.count > 0);
  if (!list?.length) return null;
  return (
    <section className={styles.section} data-testid="themes">
      <header className={styles.head}>
        <h3>{m.themes}</h3>
      </header>
      <div className={styles.themes}>
        {list.map((t) => (
          <AppLink key={t.id} to={themePath(t.id, { page: 1, cityCode, sort: 'newest' })} className={styles.theme}>
            {t.cover && <EncryptedImage src={t.cover} alt="" ratio={2} className={styles.themeCover} />}
            <strong>{lang === 'en' ? t.titleEn : t.title}</strong>
            <span>{lang === 'en' ? t.introEn : t.intro}</span>
            <span className={styles.themeCount}>{m.posts(t.count)}</span>
          </AppLink>
        ))}
      </div>
    </section>
  );
}
