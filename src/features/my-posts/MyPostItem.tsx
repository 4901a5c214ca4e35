import { memo } from 'react';
import type { MyPost } from '../../../protocol/release';
import { POST_STATUS } from '../../../protocol/status';
import { AppLink } from '../../nav/AppLink';
import { shortenNumber } from '../../lib/format';
import { statusLabel, statusTone } from '../../lib/status-label';
import { detailPath } from '../listing/paths';
import { EncryptedImage } from '../media/EncryptedImage';
import { useMyPostsMessages } from './messages';
import { actionsFor } from './my-post-rules';
import styles from './MyPostItem.module.css';

export interface RowLabels {
  lang: 'zh' | 'en';
  kind: string;
  city: string;
  price: string;
  date: string;
}

interface Props {
  post: MyPost;
  labels: RowLabels;
  busy: boolean;
  onEdit: (p: MyPost) => void;
  onTakeDown: (p: MyPost) => void;
  onRestore: (p: MyPost) => void;
  onDelete: (p: MyPost) => void;
}

function Row({ post, labels, busy, onEdit, onTakeDown, onRestore, onDelete }: Props) {
  const m = useMyPostsMessages();
  const can = actionsFor(post.status);
  const body = (
    <>
      <div className={styles.thumb}>
        <EncryptedImage src={post.cover} alt={post.title} ratio={1} />
      </div>
      <div className={styles.info}>
        <div className={styles.topLine}>
          <span className={`${styles.kind} ${styles[post.kind]}`}>{labels.kind}</span>
          <span className={`${styles.status} ${styles[statusTone(post.status)]}`} data-testid="my-post-status" data-status={post.status}>
            {statusLabel(post.status, labels.lang, post.kind)}
          </span>
        </div>
        <h3 className={styles.title}>{post.title}</h3>
        <div className={styles.meta}>
          <span>{labels.price}</span>
          {labels.city && <span>{labels.city}</span>}
          <span>{m.views(shortenNumber(post.views))}</span>
          <span>{m.updated(labels.date)}</span>
        </div>
      </div>
    </>
  );
  return (
    <article className={styles.row} data-testid="my-post" data-id={post.id} data-status={post.status} aria-busy={busy}>
      {/* The owner opens their post in any status; the detail page explains the status. */}
      <AppLink to={detailPath(post.kind, post.id)} className={styles.main} data-testid="my-post-open">
        {body}
      </AppLink>
      {post.status === POST_STATUS.FAILED && post.reviewNote && (
        <p className={styles.note} data-testid="my-post-review-note">
          <strong>{m.reviewNote}</strong>
          {post.reviewNote}
        </p>
      )}
      <div className={styles.actions}>
        {can.edit && (
          <button type="button" className={styles.action} data-testid="my-post-edit" disabled={busy} onClick={() => onEdit(post)}>
            {m.edit}
          </button>
        )}
        {can.takeDown && (
          <button type="button" className={styles.action} data-testid="my-post-takedown" disabled={busy} onClick={() => onTakeDown(post)}>
            {m.takeDown}
          </button>
        )}
        {can.restore && (
          <button type="button" className={`${styles.action} ${styles.primary}`} data-testid="my-post-restore" disabled={busy} onClick={() => onRestore(post)}>
            {m.restore}
          </button>
        )}
        {can.delete && (
          <button type="button" className={`${styles.action} ${styles.danger}`} data-testid="my-post-delete" disabled={busy} onClick={() => onDelete(post)}>
            {m.delete}
          </button>
        )}
      </div>
    </article>
  );
}

export const MyPostItem = memo(Row);
