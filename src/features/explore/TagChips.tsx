import type { TagSummary } from '../../../protocol/explore';
import { AppLink } from '../../nav/AppLink';
import { useLocale } from '../../state/locale';
import { buttonClass } from '../../ui/Button';
import { tagPath } from '../common/explore-paths';
import styles from './Explore.module.css';

/** Tags as links to their pages, each with its post count. */
export function TagChips({ list, testId }: { list: readonly TagSummary[]; testId?: string }) {
  const { lang } = useLocale();
  return (
    <div className={styles.chips} data-testid={testId}>
      {list.map((t) => (
        <AppLink
          key={t.name}
          to={tagPath(t.name)}
          className={buttonClass({ variant: 'chip', className: styles.chip })}
          data-testid="tag-chip"
        >
          # {lang === 'en' ? t.nameEn : t.name}
          <span className={styles.count}>{t.count}</span>
        </AppLink>
      ))}
    </div>
  );
}
