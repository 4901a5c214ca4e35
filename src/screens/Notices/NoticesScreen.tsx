import { useState } from 'react';
import { FeedbackForm } from '../../features/people/notices/FeedbackForm';
import { useNoticeMessages } from '../../features/people/notices/messages';
import { NoticeList } from '../../features/people/notices/NoticeList';
import { useNotices } from '../../features/people/notices/useNotices';
import { MegaphoneIcon } from '../../features/common/icons';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SkeletonRows } from '../../ui/Skeleton';
import styles from '../../features/people/notices/Notices.module.css';
import { LoadError } from '../../features/common/LoadError';

type Tab = 'notices' | 'feedback';

/** /user/notices: my system notices (post reviews, announcements) and the feedback form. */
export function NoticesScreen() {
  const m = useNoticeMessages();
  const [tab, setTab] = useState<Tab>('notices');
  const notices = useNotices();
  const tabs: { key: Tab; label: string }[] = [
    { key: 'notices', label: m.tabNotices },
    { key: 'feedback', label: m.tabFeedback },
  ];
  return (
    <div className={styles.screen} data-testid="notices-screen">
      <header className={styles.head}>
        <h1>{m.title}</h1>
        {notices.status === 'ok' && (
          <p data-testid="notices-unread">{notices.unread > 0 ? m.unread(notices.unread) : m.allRead}</p>
        )}
      </header>
      <div className={styles.tabs} role="tablist">
        {tabs.map((t) => (
          <Button
            key={t.key}
            variant="chip"
            selected={tab === t.key}
            role="tab"
            aria-selected={tab === t.key}
            testId={`notices-tab-${t.key}`}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </Button>
        ))}
      </div>
      <div className={styles.columns}>
        <section className={`${styles.pane} ${tab === 'notices' ? '' : styles.hidden}`} aria-label={m.tabNotices}>
          {notices.status === 'loading' && <SkeletonRows count={4} height={96} />}
          {notices.status === 'error' && (
            <LoadError error={notices.error} title={m.loadFailed} retryLabel={m.retry} onRetry={notices.reload} />
          )}
          {notices.status === 'ok' && notices.items.length === 0 && (
            <EmptyState testId="notices-empty" icon={<MegaphoneIcon />} title={m.emptyTitle} text={m.emptyHint} />
          )}
          {notices.status === 'ok' && notices.items.length > 0 && (
            <NoticeList
              items={notices.items}
              hasMore={notices.hasMore}
              busy={notices.busy}
              loadMore={notices.loadMore}
            />
          )}
        </section>
        <section className={`${styles.pane} ${tab === 'feedback' ? '' : styles.hidden}`} aria-label={m.tabFeedback}>
          <FeedbackForm />
        </section>
      </div>
    </div>
  );
}
