import { showToast } from '../../../state/overlay';
import { SkeletonRows } from '../../../ui/Skeleton';
import { useQuery } from '../../common/useQuery';
import { ContactFieldsForm } from './ContactFieldsForm';
import { useSavedAt } from './useSavedAt';
import { useContactMessages } from './messages';
import styles from './Contact.module.css';
import { LoadError } from '../../common/LoadError';
import { request, requestReply } from '../../../api/request';

/** My own contact details: the contact my posts reveal (under the unlock rules). */
export function ContactInfoCard() {
  const m = useContactMessages();
  const info = useQuery('contact-info', (signal) => request('/api/user/getContactInfo', {}, { signal }));
  const savedAt = useSavedAt();
  return (
    <section className={styles.card}>
      <h2>{m.title}</h2>
      <p className={styles.intro}>{m.intro}</p>
      {info.status === 'loading' && <SkeletonRows count={4} height={56} />}
      {info.status === 'error' && (
        <LoadError error={info.error} title={m.loadFailed} retryLabel={m.retry} onRetry={info.reload} />
      )}
      {info.status === 'ok' && (
        <ContactFieldsForm
          initial={info.data}
          testId="contact-info"
          footer={savedAt(info.data.updatedAt)}
          onSave={async (fields) => {
            const reply = await requestReply('/api/user/setContactInfo', fields);
            showToast(reply.msg || m.saved);
            info.reload();
          }}
        />
      )}
    </section>
  );
}
