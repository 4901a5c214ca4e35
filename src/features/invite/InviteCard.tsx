import { useState } from 'react';
import { showToast } from '../../state/overlay';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { SkeletonRows } from '../../ui/Skeleton';
import { errorText } from '../common/error-text';
import { useQuery } from '../common/useQuery';
import { InviteQr } from './InviteQr';
import { InviteeList } from './InviteeList';
import { useInviteMessages } from './messages';
import styles from './Invite.module.css';
import { request } from '../../api/request';

/** The invite link (copy, share sheet where the browser has one), its QR code, the totals and the invitees. */
export function InviteCard() {
  const m = useInviteMessages();
  const info = useQuery('invite:r2Info', (signal) => request('/api/user/r2Info', {}, { signal }));
  const [page, setPage] = useState(1);
  if (info.status === 'error') {
    return (
      <Notice role="alert" testId="invite-error">
        {errorText(info.error, m.failed)}{' '}
        <Button size="sm" variant="ghost" onClick={info.reload}>
          {m.retry}
        </Button>
      </Notice>
    );
  }
  if (info.status === 'loading') return <SkeletonRows count={3} height={64} testId="invite-loading" />;
  const s = info.data;
  const link = `${location.origin}${s.invitePath}`;
  const copy = () =>
    navigator.clipboard?.writeText(link).then(
      () => showToast(m.copied),
      () => undefined,
    );
  const share = () => navigator.share?.({ title: m.title, url: link }).catch(() => undefined);
  return (
    <div className={styles.wrap} data-testid="invite">
      <section className={styles.card}>
        <p className={styles.lead}>{s.rewardGold > 0 ? m.lead.replace('{gold}', String(s.rewardGold)) : m.leadOff}</p>
        <InviteQr link={link} alt={m.qrAlt} />
        <dl className={styles.facts}>
          <div>
            <dt>{m.code}</dt>
            <dd>
              <code data-testid="invite-code">{s.incode}</code>
            </dd>
          </div>
          <div>
            <dt>{m.link}</dt>
            <dd className={styles.link} data-testid="invite-link">
              {link}
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Button variant="primary" block testId="invite-copy" onClick={() => void copy()}>
            {m.copy}
          </Button>
          {typeof navigator.share === 'function' && (
            <Button block testId="invite-share" onClick={() => void share()}>
              {m.share}
            </Button>
          )}
        </div>
      </section>
      <section className={styles.card}>
        <div className={styles.totals}>
          <div>
            <span>{m.invited}</span>
            <strong data-testid="invite-count">{m.people.replace('{n}', String(s.invited))}</strong>
          </div>
          <div>
            <span>{m.earned}</span>
            <strong data-testid="invite-earned">{m.gold.replace('{n}', String(s.earned))}</strong>
          </div>
        </div>
        <h3 className={styles.title}>{m.listTitle}</h3>
        <InviteeList page={page} onPage={setPage} rewardGold={s.rewardGold} />
      </section>
    </div>
  );
}
