import { Button } from '../../../ui/Button';
import { clearHistory, useSearch } from '../../../state/search';
import { showToast } from '../../../state/overlay';
import { ClockIcon, TrashIcon } from '../../common/icons';
import { useSearchMessages } from './messages';
import styles from './SearchChips.module.css';

/** Recent keys as chips; a chip searches again. */
export function SearchHistory({ onPick }: { onPick: (key: string) => void }) {
  const { history } = useSearch();
  const m = useSearchMessages();
  const clear = () => {
    clearHistory();
    showToast(m.cleared);
  };
  return (
    <section className={styles.section} data-testid="search-history">
      <header className={styles.head}>
        <h3>
          <ClockIcon /> {m.history}
        </h3>
        {history.length > 0 && (
          <Button variant="ghost" size="sm" onClick={clear} testId="search-history-clear" icon={<TrashIcon />}>
            {m.clear}
          </Button>
        )}
      </header>
      {history.length ? (
        <div className={styles.chips}>
          {history.map((key) => (
            <Button key={key} variant="chip" testId="search-history-item" onClick={() => onPick(key)}>
              {key}
            </Button>
          ))}
        </div>
      ) : (
        <p className={styles.none}>{m.noHistory}</p>
      )}
    </section>
  );
}
