import { useCallback, useState } from 'react';
import { request } from '../../../api/request';
import { showToast } from '../../../state/overlay';
import { useOperator } from '../../../state/operator';
import { can } from '../../../../protocol/console-operators';
import { CONSOLE_BASE } from '../../../nav/console-routes';
import { ConsoleLink } from '../ConsoleLink';
import { errorText, useConsoleData } from '../useConsoleData';
import { useUserMessages } from './messages';
import { Loaded } from './Loaded';
import { UserActions } from './UserActions';
import { UserFacts } from './UserFacts';
import { UserMoney } from './UserMoney';
import { UserOrders } from './UserOrders';
import { UserPosts } from './UserPosts';
import { UserSessions } from './UserSessions';
import table from '../Table.module.css';
import styles from './UserDetail.module.css';

/** One person: profile, sessions, posts, orders and money; the actions the caller's roles allow. */
export function UserDetailView({ userId }: { userId: number }) {
  const m = useUserMessages();
  const me = useOperator();
  const roles = me?.roles ?? [];
  const writes = can(roles, 'users.write');
  const readsOrders = can(roles, 'orders.read');
  const [reason, setReason] = useState('');
  const [round, setRound] = useState(0);
  const fetch = useCallback(
    (signal: AbortSignal) => request('/api/admin/userDetail', { userId }, { signal }),
    [userId],
  );
  const detail = useConsoleData(fetch, m.loadFailed);
  const { reload } = detail;

  /** Runs an action; on success reloads what it changed and says so. */
  const act = useCallback(
    async <T,>(run: () => Promise<T>): Promise<T | null> => {
      try {
        const out = await run();
        showToast(m.done);
        reload();
        setRound((r) => r + 1);
        return out;
      } catch (err) {
        showToast(errorText(err, m.loadFailed));
        return null;
      }
    },
    [m, reload],
  );
  const why = reason.trim();

  return (
    <div className={table.stack}>
      <ConsoleLink href={`${CONSOLE_BASE}/users`}>← {m.back}</ConsoleLink>
      <Loaded data={detail} empty="">
        {(u) => (
          <div className={styles.grid}>
            <div className={table.stack}>
              <UserFacts u={u} />
              {writes && (
                <UserActions
                  u={u}
                  reason={reason}
                  onReason={setReason}
                  calls={{
                    ban: () => act(() => request('/api/admin/userBan', { userId, reason: why })),
                    unban: () => act(() => request('/api/admin/userUnban', { userId, reason: why })),
                    reset: () => act(() => request('/api/admin/userPasswordReset', { userId, reason: why })),
                    grant: (days, level) =>
                      act(() =>
                        request('/api/admin/userVipGrant', {
                          userId,
                          days,
                          reason: why,
                          ...(level === undefined ? {} : { level }),
                        }),
                      ),
                  }}
                />
              )}
            </div>
            <div className={table.stack}>
              <UserSessions
                sessions={u.sessionList}
                canEnd={why.length > 0}
                {...(writes
                  ? {
                      onEnd: (sessionId: number) =>
                        void act(() => request('/api/admin/userSessionEnd', { userId, sessionId, reason: why })),
                      onEndAll: () => void act(() => request('/api/admin/userLogout', { userId, reason: why })),
                    }
                  : {})}
              />
              <UserPosts userId={userId} />
              {readsOrders && <UserOrders userId={userId} round={round} />}
              {readsOrders && <UserMoney userId={userId} round={round} />}
            </div>
          </div>
        )}
      </Loaded>
    </div>
  );
}
