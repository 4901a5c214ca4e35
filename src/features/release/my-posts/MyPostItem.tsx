import { memo, useState } from 'react';
import type { MyPost } from '../../../../protocol/release';
import { POST_STATUS } from '../../../../protocol/status';
import { AppLink } from '../../../nav/AppLink';
import { shortenNumber } from '../../../lib/format';
import { statusLabel, statusTone } from '../../../lib/status-label';
import { detailPath } from '../../common/post-paths';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { KIND_TONE, STATUS_BADGE_TONE } from '../../common/kind-tone';
import { EncryptedImage } from '../../media/EncryptedImage';
import { useMyPostsMessages } from './messages';
import { AppealForm } from './AppealForm';
import { actionsFor, lifeActionsFor } from './my-post-rules';
import styles from './MyPostItem.module.css';
import { Notice } from '../../../ui/Notice';

export interface RowLabels {
  lang: 'zh' | 'en';
  kind: string;
  city: string;
  price: string;
  date: string;
  /** A moment (Unix seconds) as the row words it: bump and expiry ends. */
  format: (s: number) => string;
}

interface Props {
  post: MyPost;
  labels: RowLabels;
  busy: boolean;
  onEdit: (p: MyPost) => void;
  onTakeDown: (p: MyPost) => void;
  onRestore: (p: MyPost) => void;
  onDelete: (p: MyPost) => void;
  onAppeal: (p: MyPost, text: string) => void;
  /** Put on top (paid), mark sold, renew. */
  onLife: (p: MyPost, action: 'bump' | 'markSold' | 'renew') => void;
  /** Now in Unix seconds: whether a bump is still on, a lifetime about to end. */
  nowS: number;
}

function Row({ post, labels, busy, onEdit, onTakeDown, onRestore, onDelete, onAppeal, onLife, nowS }: Props) {
  const m = useMyPostsMessages();
  const can = actionsFor(post.status);
  const life = lifeActionsFor(post, nowS);
  const [appealing, setAppealing] = useState(false);
  const appealOpen = post.appeal === 'open';
  const body = (
    <>
      <div className={styles.thumb}>
        <EncryptedImage src={post.cover} alt={post.title} ratio={1} />
      </div>
      <div className={styles.info}>
        <div className={styles.topLine}>
          <Badge look="outline" tone={KIND_TONE[post.kind]}>
            {labels.kind}
          </Badge>
          <Badge tone={STATUS_BADGE_TONE[statusTone(post.status)]} testId="my-post-status" data-status={post.status}>
            {statusLabel(post.status, labels.lang, post.kind)}
          </Badge>
        </div>
        <h3 className={styles.title}>{post.title}</h3>
        <div className={styles.meta}>
          <span>{labels.price}</span>
          {labels.city && <span>{labels.city}</span>}
          <span>{m.views(shortenNumber(post.views, labels.lang))}</span>
          <span>{m.updated(labels.date)}</span>
          {post.expiresAt !== null && post.status === POST_STATUS.VERIFIED && (
            <span data-testid="my-post-expires">{m.expiresOn(labels.format(post.expiresAt))}</span>
          )}
        </div>
        {life.bumpedUntil !== null && (
          <p className={styles.appealState}>
            <Badge tone="gold" testId="my-post-bumped">
              {m.bumpedUntil(labels.format(life.bumpedUntil))}
            </Badge>
          </p>
        )}
      </div>
    </>
  );
  return (
    <article className={styles.row} data-testid="my-post" data-id={post.id} data-status={post.status} aria-busy={busy}>
      {/* The owner opens their post in any status; the detail page explains the status. */}
      <AppLink to={detailPath(post.kind, post.id)} className={styles.main} data-testid="my-post-open">
        {body}
      </AppLink>
      {post.status === POST_STATUS.PROCESSING && post.videoProgress && (
        <p className={styles.appealState} data-testid="my-post-video-progress">
          {m.videoProcessing(post.videoProgress.rungsDone, post.videoProgress.rungsTotal, post.videoProgress.percent)}{' '}
          <progress max={100} value={post.videoProgress.percent} aria-hidden="true" />
        </p>
      )}
      {post.status === POST_STATUS.FAILED && post.reviewNote && (
        <Notice testId="my-post-review-note" title={m.reviewNote}>
          {post.reviewNote}
        </Notice>
      )}
      {can.appeal && (
        <Notice testId="my-post-ban-reason" title={m.banReason}>
          {post.banReason || m.banNoReason}
        </Notice>
      )}
      {can.appeal && appealOpen && (
        <p className={styles.appealState} data-testid="my-post-appeal-open">
          {m.appealOpen}
        </p>
      )}
      {can.appeal && post.appeal === 'upheld' && (
        <p className={styles.appealState} data-testid="my-post-appeal-upheld">
          {m.appealUpheld}
        </p>
      )}
      {can.appeal && appealing && !appealOpen && (
        <AppealForm busy={busy} onSend={(text) => onAppeal(post, text)} onCancel={() => setAppealing(false)} />
      )}
      <div className={styles.actions}>
        {can.edit && (
          <Button size="sm" testId="my-post-edit" disabled={busy} onClick={() => onEdit(post)}>
            {m.edit}
          </Button>
        )}
        {life.bump && (
          <Button
            size="sm"
            variant="primary"
            testId="my-post-bump"
            disabled={busy}
            onClick={() => onLife(post, 'bump')}
          >
            {m.bump}
          </Button>
        )}
        {life.renew && (
          <Button
            size="sm"
            variant="primary"
            testId="my-post-renew"
            disabled={busy}
            onClick={() => onLife(post, 'renew')}
          >
            {m.renew}
          </Button>
        )}
        {life.markSold && (
          <Button size="sm" testId="my-post-sold" disabled={busy} onClick={() => onLife(post, 'markSold')}>
            {m.markSold}
          </Button>
        )}
        {can.takeDown && (
          <Button size="sm" testId="my-post-takedown" disabled={busy} onClick={() => onTakeDown(post)}>
            {m.takeDown}
          </Button>
        )}
        {can.restore && (
          <Button size="sm" variant="primary" testId="my-post-restore" disabled={busy} onClick={() => onRestore(post)}>
            {m.restore}
          </Button>
        )}
        {can.appeal && !appealOpen && !appealing && (
          <Button
            size="sm"
            variant="primary"
            testId="my-post-appeal"
            disabled={busy}
            onClick={() => setAppealing(true)}
          >
            {m.appeal}
          </Button>
        )}
        {can.delete && (
          <Button size="sm" variant="danger" testId="my-post-delete" disabled={busy} onClick={() => onDelete(post)}>
            {m.delete}
          </Button>
        )}
      </div>
    </article>
  );
}

export const MyPostItem = memo(Row);
