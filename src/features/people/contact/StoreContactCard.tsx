import { useState } from 'react';
import { PAGE_SIZE_MAX } from '../../../../protocol/constants';
import type { MyPost } from '../../../../protocol/release';
import { showToast } from '../../../state/overlay';
import { Select } from '../../../ui/Select';
import { SkeletonRows } from '../../../ui/Skeleton';
import { useQuery } from '../../common/useQuery';
import { ContactFieldsForm } from './ContactFieldsForm';
import { useContactMessages } from './messages';
import { useSavedAt } from './useSavedAt';
import styles from './Contact.module.css';
import { LoadError } from '../../common/LoadError';
import { request, requestReply } from '../../../api/request';

/** Pages of my posts read to find the store ones (a provider with more has an unusual account). */
const MAX_PAGES = 10;

async function myStorePosts(signal: AbortSignal): Promise<MyPost[]> {
  const out: MyPost[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const reply = await request('/api/info/myPost', { page, pageSize: PAGE_SIZE_MAX }, { signal });
    out.push(...reply.list.filter((p) => p.kind === 'store'));
    if (page * PAGE_SIZE_MAX >= reply.total) break;
  }
  return out;
}

function StoreForm({ postId }: { postId: number }) {
  const m = useContactMessages();
  const savedAt = useSavedAt();
  const contact = useQuery(`store-contact:${postId}`, (signal) =>
    request('/api/user/getStoreContact', { id: postId }, { signal }),
  );
  if (contact.status === 'loading') return <SkeletonRows count={4} height={56} />;
  if (contact.status === 'error') {
    return <LoadError error={contact.error} title={m.loadFailed} retryLabel={m.retry} onRetry={contact.reload} />;
  }
  return (
    <ContactFieldsForm
      key={postId}
      initial={contact.data}
      testId="store-contact"
      footer={savedAt(contact.data.updatedAt)}
      onSave={async (fields) => {
        const reply = await requestReply('/api/user/setStoreContact', { id: postId, ...fields });
        showToast(reply.msg || m.storeSaved);
        contact.reload();
      }}
    />
  );
}

/** The contact of one of my store posts, chosen from a list of them. */
export function StoreContactCard() {
  const m = useContactMessages();
  const posts = useQuery('my-store-posts', myStorePosts);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = posts.data ?? [];
  const postId = chosen ?? list[0]?.id ?? null;
  return (
    <section className={styles.card} data-testid="store-contact-card">
      <h2>{m.storeTitle}</h2>
      <p className={styles.intro}>{m.storeIntro}</p>
      {posts.status === 'loading' && <SkeletonRows count={1} height={56} />}
      {posts.status === 'error' && (
        <LoadError error={posts.error} title={m.loadFailed} retryLabel={m.retry} onRetry={posts.reload} />
      )}
      {posts.status === 'ok' && list.length === 0 && <p className={styles.none}>{m.storeNone}</p>}
      {posts.status === 'ok' && list.length > 0 && postId !== null && (
        <>
          <Select
            label={m.storePick}
            value={String(postId)}
            onChange={(v) => setChosen(Number(v))}
            options={list.map((p) => ({ value: String(p.id), label: p.title }))}
            testId="store-contact-post"
          />
          <StoreForm postId={postId} />
        </>
      )}
    </section>
  );
}
