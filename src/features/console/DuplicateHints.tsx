import { postStatusName } from '../../../protocol/refusal-words';
import type { DuplicateHint } from '../../../protocol/console-review';
import { POST_STATUS } from '../../../protocol/status';
import { Badge } from '../../ui/Badge';
import { useLang } from '../../i18n';
import { detailPath } from '../common/post-paths';
import { useDuplicateMessages } from './duplicate-messages';
import styles from './DuplicateHints.module.css';

/**
 * The earlier posts a pending post resembles, and why. A post still waiting is in this queue (its card's
 * anchor); any other opens on its own page in a new tab.
 */
export function DuplicateHints({ hints }: { hints: readonly DuplicateHint[] }) {
  const m = useDuplicateMessages();
  const lang = useLang();
  if (hints.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={m.title} data-testid="review-duplicates">
      {hints.map((h) => {
        const why = [h.sameImages > 0 ? m.images(h.sameImages) : '', h.textPercent > 0 ? m.text(h.textPercent) : '']
          .filter(Boolean)
          .join(' · ');
        const waiting = h.status === POST_STATUS.PENDING;
        return (
          <li key={h.id} className={styles.hint} data-testid="review-duplicate" data-other-id={h.id}>
            <Badge tone="warning">
              {waiting ? (
                <a href={`#review-${String(h.id)}`}>{m.of(h.id)}</a>
              ) : (
                <a href={detailPath(h.kind, h.id)} target="_blank" rel="noreferrer">
                  {m.of(h.id)}
                </a>
              )}
            </Badge>{' '}
            <span className={styles.title}>{h.title}</span> <Badge>{postStatusName(h.status)[lang]}</Badge>
            <span className={styles.why}>
              {why} · {m.link(h.link)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
