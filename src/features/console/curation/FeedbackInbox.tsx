import { useCallback, useState } from 'react';
import { request } from '../../../api/request';
import { showToast } from '../../../state/overlay';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Pager } from '../../../ui/Pager';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { listFallback } from '../listFallback';
import { useConsoleAction } from '../useConsoleAction';
import { useConsoleData } from '../useConsoleData';
import { FEEDBACK_REPLY_MAX } from '../../../../protocol/console-curation';
import type { FeedbackRow, FeedbackState } from '../../../../protocol/console-curation';
import { FEEDBACK_CATEGORIES } from '../../../../protocol/people';
import type { FeedbackCategory } from '../../../../protocol/people';
import { useCurationMessages } from './messages';
import styles from '../ConsoleContent.module.css';
import { useConsoleTime } from '../useConsoleTime';

/** One item: what the person wrote; an open one takes replies (each sent as a notice) and is marked handled. */
function FeedbackCard({ f, onHandled }: { f: FeedbackRow; onHandled: () => void }) {
  const m = useCurationMessages();
  const when = useConsoleTime();
  const [reply, setReply] = useState('');
  // A refusal shows in the card: someone else handled it first says who.
  const { busy, error, run } = useConsoleAction(m.loadFailed);

  async function handle(close: boolean) {
    if (!(await run(() => request('/api/admin/feedbackHandle', { id: f.id, reply: reply.trim(), close })))) return;
    showToast(close ? m.done : m.replied);
    setReply('');
    onHandled();
  }

  return (
    <article className={styles.card} data-testid={`feedback-${String(f.id)}`}>
      <div className={styles.cardHead}>
        <span>
          <Badge tone="info">{m.categoryName(f.category)}</Badge>{' '}
          <span className={styles.muted}>
            {m.from} {f.user.nickname} (@{f.user.username}) · {when(f.createdAt)}
          </span>
        </span>
        <span className={styles.muted}>#{f.id}</span>
      </div>
      <p className={styles.note}>{f.text}</p>
      {f.contact && (
        <span className={styles.muted}>
          {m.contact}: {f.contact}
        </span>
      )}
      {f.reply && (
        <p className={styles.note}>
          <strong>{m.reply}:</strong> {f.reply}
        </p>
      )}
      {f.state === 'handled' ? (
        <>
          <span className={styles.muted}>{m.handledBy(f.handledBy ?? '—', f.handledAt ? when(f.handledAt) : '')}</span>
        </>
      ) : (
        <div className={styles.decide}>
          <TextField
            label={m.reply}
            hint={m.replyHint}
            value={reply}
            onValue={setReply}
            multiline
            rows={2}
            maxLength={FEEDBACK_REPLY_MAX}
            testId={`feedback-reply-${String(f.id)}`}
          />
          {error && <Notice tone="danger">{error}</Notice>}
          <div className={styles.actions}>
            <Button
              size="sm"
              loading={busy}
              onClick={() => void handle(true)}
              testId={`feedback-handle-${String(f.id)}`}
            >
              {reply.trim() ? m.handle : m.handleOnly}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy || !reply.trim()}
              onClick={() => void handle(false)}
              testId={`feedback-reply-only-${String(f.id)}`}
            >
              {m.replyOnly}
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}

/** Feedback newest first, open or handled, by category. */
export function FeedbackInbox() {
  const m = useCurationMessages();
  const [state, setState] = useState<FeedbackState>('open');
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [page, setPage] = useState(1);
  const fetch = useCallback(
    (signal: AbortSignal) =>
      request(
        '/api/admin/feedbackList',
        { state, page, ...(category ? { category } : {}) },
        { signal, background: true },
      ),
    [state, category, page],
  );
  const items = useConsoleData(fetch, m.loadFailed);
  const { data, reload } = items;

  const body =
    listFallback(items, (d) => d.list.length === 0, { ...m, empty: m.noFeedback }) ??
    (data && (
      <div className={styles.list} data-testid="feedback-list">
        {data.list.map((f) => (
          <FeedbackCard key={`${f.id}-${f.state}`} f={f} onHandled={reload} />
        ))}
      </div>
    ));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section className={styles.panel}>
      <div className={styles.toolbar}>
        <Select
          label={m.stateLabel}
          look="compact"
          value={state}
          onChange={(v) => {
            setState(v === 'handled' ? 'handled' : 'open');
            setPage(1);
          }}
          options={[
            { value: 'open', label: m.open },
            { value: 'handled', label: m.handled },
          ]}
          testId="feedback-state"
        />
        <Select
          label={m.category}
          look="compact"
          value={category}
          active={category !== ''}
          onChange={(v) => {
            setCategory(v as FeedbackCategory | '');
            setPage(1);
          }}
          options={[
            { value: '', label: m.allCategories },
            ...FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: m.categoryName(c) })),
          ]}
          testId="feedback-category"
        />
      </div>
      {body}
      {data && data.total > 0 && (
        <Pager
          page={data.page}
          pages={pages}
          total={data.total}
          labels={{ prev: m.prev, next: m.next, nav: m.pager, total: m.total }}
          onChange={setPage}
        />
      )}
    </section>
  );
}
