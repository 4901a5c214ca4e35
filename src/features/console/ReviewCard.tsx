import { EncryptedImage } from '../media/EncryptedImage';
import { VideoPlayer } from '../media/video/VideoPlayer';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { postStatusText } from '../../../protocol/refusal-words';
import type { ReviewItem } from '../../../protocol/console-review';
import type { ReviewAction } from '../../../protocol/release-transitions';
import { useLang } from '../../i18n';
import { usePostWords } from '../common/messages';
import { DuplicateHints } from './DuplicateHints';
import { useReviewMessages } from './review-messages';
import styles from './Review.module.css';
import { useConsoleTime } from './useConsoleTime';

interface Props {
  item: ReviewItem;
  active: boolean;
  checked: boolean;
  busy: boolean;
  reason: string;
  onReason: (v: string) => void;
  onCheck: (v: boolean) => void;
  onFocus: () => void;
  onDecide: (action: ReviewAction) => void;
}

/** One pending post: what it says and shows, who posted it and their record, and the decisions. */
export function ReviewCard({ item, active, checked, busy, reason, onReason, onCheck, onFocus, onDecide }: Props) {
  const m = useReviewMessages();
  const lm = usePostWords();
  const lang = useLang();
  const when = useConsoleTime();
  const a = item.author;
  const price =
    item.priceMin === null && item.priceMax === null
      ? m.negotiable
      : `¥${item.priceMin ?? ''}${item.priceMax !== null && item.priceMax !== item.priceMin ? `–${item.priceMax}` : ''}`;
  return (
    <article
      className={`${styles.card} ${active ? styles.active : ''}`}
      onClick={onFocus}
      id={`review-${String(item.id)}`}
      data-testid="review-item"
      data-post-id={item.id}
      aria-current={active ? 'true' : undefined}
    >
      <header className={styles.head}>
        <label className={styles.check}>
          <input type="checkbox" checked={checked} onChange={(e) => onCheck(e.target.checked)} aria-label={m.select} />
        </label>
        <h3 className={styles.title}>{item.title}</h3>
        <span className={styles.kind}>
          #{item.id} · {lm[`kind_${item.kind}`]}
        </span>
        <span className={styles.muted}>
          {m.submitted} {when(item.updatedAt)}
        </span>
      </header>
      <DuplicateHints hints={item.duplicates} />
      <div className={styles.body}>
        <div className={styles.media}>
          {item.video && <VideoPlayer url={item.video.url} pic={item.video.pic} className={styles.video} />}
          <div className={styles.thumbs}>
            {item.images.map((src) => (
              <EncryptedImage key={src} src={src} alt={item.title} className={styles.thumb} ratio={1} />
            ))}
          </div>
        </div>
        <div className={styles.text}>
          <p className={styles.description}>{item.description}</p>
          <dl className={styles.facts}>
            <dt>{m.price}</dt>
            <dd>{price}</dd>
            {item.hours && (
              <>
                <dt>{m.hours}</dt>
                <dd>{item.hours}</dd>
              </>
            )}
            {item.address && (
              <>
                <dt>{m.address}</dt>
                <dd>{item.address}</dd>
              </>
            )}
            <dt>{m.contact}</dt>
            <dd>{item.contact}</dd>
          </dl>
          {item.tags.length > 0 && <p className={styles.tags}>{item.tags.map((t) => `#${t}`).join(' ')}</p>}
          <div className={styles.author}>
            <strong>
              {m.author}: {a.nickname} (@{a.username})
            </strong>
            <span className={styles.muted}>
              {m.joined} {when(a.createdAt)} ·{' '}
              {m.record(a.posts.total, a.posts.verified, a.posts.failed, a.posts.banned)}
            </span>
          </div>
          <details className={styles.history}>
            <summary>{m.history}</summary>
            <ol>
              {item.history.map((h, i) => (
                <li key={i}>
                  {when(h.at)} · {h.actor === 'owner' ? m.owner : m.operator} · {postStatusText(h.from)[lang]} →{' '}
                  {postStatusText(h.to)[lang]}
                  {h.reason && ` · ${h.reason}`}
                </li>
              ))}
            </ol>
          </details>
        </div>
      </div>
      <footer className={styles.actions}>
        <TextField
          label={m.reason}
          hideLabel
          placeholder={m.reason}
          hint={m.reasonHint}
          value={reason}
          onValue={onReason}
          size="sm"
          testId="review-reason"
          onKeyDown={(e) => {
            if (e.key === 'Enter') onDecide('reject');
          }}
        />
        <Button variant="accent" size="sm" loading={busy} onClick={() => onDecide('approve')} testId="review-approve">
          {m.approve}
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => onDecide('reject')} testId="review-reject">
          {m.reject}
        </Button>
        <Button variant="danger" size="sm" disabled={busy} onClick={() => onDecide('ban')} testId="review-ban">
          {m.ban}
        </Button>
      </footer>
    </article>
  );
}
