import { useState } from 'react';
import { useLang } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { SkeletonRows } from '../../../ui/Skeleton';
import { errorText } from '../../common/error-text';
import { useUserMessages } from './messages';
import { SessionList } from './SessionList';
import { useSessions } from './useSessions';
import styles from './Sessions.module.css';

/** The user centre's "signed-in devices": each device with its own logout, and all the others at once. */
export function SessionsCard() {
  const m = useUserMessages();
  const lang = useLang();
  const { list, busy, revoke, logoutOthers } = useSessions();
  // "Active now" is judged against when the card opened: a list this short-lived needs no ticking clock.
  const [openedS] = useState(() => Math.floor(Date.now() / 1000));
  const rows = list.status === 'ok' ? list.data : null;
  const others = rows?.filter((s) => !s.current).length ?? 0;
  return (
    <section className={styles.card} data-testid="sessions">
      <h3 className={styles.title}>{m.sessions}</h3>
      <p className={styles.hint}>{m.sessionsHint}</p>
      {list.status === 'error' ? (
        <Notice role="alert" testId="sessions-error">
          {errorText(list.error, m.sessionsFailed)}{' '}
          <Button size="sm" variant="ghost" onClick={list.reload}>
            {m.retry}
          </Button>
        </Notice>
      ) : rows === null ? (
        <SkeletonRows count={2} height={44} testId="sessions-loading" />
      ) : (
        <SessionList list={rows} busy={busy} nowS={openedS} lang={lang} onRevoke={(id) => void revoke(id)} />
      )}
      <div className={styles.footer}>
        <Button
          variant="danger"
          size="md"
          block
          testId="sessions-logout-others"
          disabled={others === 0 || (busy !== null && busy !== 'others')}
          loading={busy === 'others'}
          onClick={() => void logoutOthers()}
        >
          {others === 0 && rows !== null ? m.noOthers : m.logoutOthers}
        </Button>
      </div>
    </section>
  );
}
