import { buttonClass } from '../../../ui/Button';
import { homePath } from '../../common/list-query';
import { AppLink } from '../../../nav/AppLink';
import { TagIcon } from '../../common/icons';
import { localName } from '../../common/taxonomy/taxonomy-names';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { useSearchMessages } from './messages';
import styles from './SearchChips.module.css';

/** The listing types as shortcuts into the filtered home listing. */
export function HotTypes() {
  const { taxonomy, lang } = useTaxonomy();
  const m = useSearchMessages();
  const types = taxonomy?.types ?? [];
  if (!types.length) return null;
  return (
    <section className={styles.section}>
      <header className={styles.head}>
        <h3>
          <TagIcon /> {m.hot}
        </h3>
      </header>
      <div className={styles.chips}>
        {types.map((t) => (
          <AppLink
            key={t.code}
            to={homePath({ cityCode: 0, typeCode: t.code, modeCode: 0, page: 1 })}
            className={buttonClass({ variant: 'chip', className: styles.hot })}
          >
            {localName(t, lang)}
          </AppLink>
        ))}
      </div>
    </section>
  );
}
