import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/request';
import { showToast } from '../../state/overlay';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import type { ReviewAction } from '../../../protocol/release-transitions';
import { REVIEW_TRANSITIONS } from '../../../protocol/release-transitions';
import { ReviewCard } from './ReviewCard';
import { useReviewMessages } from './review-messages';
import { useReviewQueue } from './useReviewQueue';
import styles from './Review.module.css';

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable);

/** The review queue: one post in focus (keys a, r, n, p), decisions one by one or for the selected. */
export function ReviewQueue() {
  const m = useReviewMessages();
  const q = useReviewQueue();
  const [active, setActive] = useState(0);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [bulkReason, setBulkReason] = useState('');
  const [busy, setBusy] = useState<number | 'bulk' | null>(null);
  const list = q.items ?? [];
  const current = list[Math.min(active, list.length - 1)];
  const listRef = useRef<HTMLDivElement>(null);

  const decide = async (id: number, action: ReviewAction) => {
    const reason = (reasons[id] ?? '').trim();
    if (REVIEW_TRANSITIONS[action].needsReason && !reason) {
      showToast(m.reasonNeeded);
      listRef.current
        ?.querySelector<HTMLInputElement>(
          `[data-post-id="${id}"] input[type="text"], [data-post-id="${id}"] input:not([type])`,
        )
        ?.focus();
      return;
    }
    setBusy(id);
    try {
      await q.decide(id, action, reason);
      showToast(action === 'approve' ? m.approved : action === 'reject' ? m.rejected : m.banned);
    } catch (err) {
      showToast(err instanceof ApiError ? err.msg : String(err));
      void q.reload();
    } finally {
      setBusy(null);
    }
  };

  const bulk = async (action: 'approve' | 'reject') => {
    if (action === 'reject' && !bulkReason.trim()) return showToast(m.reasonNeeded);
    setBusy('bulk');
    try {
      const out = await q.bulk([...checked], action, bulkReason.trim());
      const ok = out.filter((o) => o.ok).length;
      showToast(m.bulkDone(ok, out.length - ok));
      setChecked(new Set());
    } catch (err) {
      showToast(err instanceof ApiError ? err.msg : String(err));
    } finally {
      setBusy(null);
    }
  };

  const decideRef = useRef(decide);
  useEffect(() => {
    decideRef.current = decide;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.metaKey || e.ctrlKey || e.altKey || !current) return;
      if (e.key === 'a') void decideRef.current(current.id, 'approve');
      else if (e.key === 'r') {
        e.preventDefault();
        void decideRef.current(current.id, 'reject');
      } else if (e.key === 'n' || e.key === 'j') setActive((i) => Math.min(i + 1, list.length - 1));
      else if (e.key === 'p' || e.key === 'k') setActive((i) => Math.max(i - 1, 0));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, list.length]);

  useEffect(() => {
    if (current) listRef.current?.querySelector(`[data-post-id="${current.id}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  if (q.items === null)
    return q.error ? (
      <EmptyState
        kind="error"
        title={m.loadFailed}
        text={q.error}
        action={<Button onClick={() => void q.reload()}>{m.retry}</Button>}
      />
    ) : (
      <Spinner label={m.loadFailed} />
    );
  if (list.length === 0) return <EmptyState title={m.empty} text={m.emptyHint} testId="review-empty" />;
  return (
    <div className={styles.queue}>
      <div className={styles.bar}>
        <strong data-testid="review-total">{m.total(q.total)}</strong>
        <span className={styles.muted}>{m.shortcuts}</span>
      </div>
      {checked.size > 0 && (
        <div className={styles.bulk} data-testid="review-bulk">
          <span>{m.selected(checked.size)}</span>
          <TextField
            label={m.bulkReason}
            hideLabel
            placeholder={m.bulkReason}
            value={bulkReason}
            onValue={setBulkReason}
            size="sm"
          />
          <Button
            size="sm"
            variant="accent"
            loading={busy === 'bulk'}
            onClick={() => void bulk('approve')}
            testId="review-bulk-approve"
          >
            {m.bulkApprove}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy === 'bulk'}
            onClick={() => void bulk('reject')}
            testId="review-bulk-reject"
          >
            {m.bulkReject}
          </Button>
        </div>
      )}
      <div ref={listRef} className={styles.list}>
        {list.map((item, i) => (
          <ReviewCard
            key={item.id}
            item={item}
            active={item === current}
            checked={checked.has(item.id)}
            busy={busy === item.id}
            reason={reasons[item.id] ?? ''}
            onReason={(v) => setReasons((r) => ({ ...r, [item.id]: v }))}
            onCheck={(v) =>
              setChecked((s) => {
                const next = new Set(s);
                if (v) next.add(item.id);
                else next.delete(item.id);
                return next;
              })
            }
            onFocus={() => setActive(i)}
            onDecide={(action) => void decide(item.id, action)}
          />
        ))}
      </div>
    </div>
  );
}
