import { useEffect, useState } from 'react';
import { go, requireLogin } from '../../nav/nav';
import { fetchProfile, logoutUser } from '../../features/accounts/auth/session';
import { ChatEntry } from '../../features/chat/ChatEntry';
import { AccountMenu } from '../../features/accounts/profile/AccountMenu';
import { useUserMessages } from '../../features/accounts/profile/messages';
import { ProfileEditForm } from '../../features/accounts/profile/ProfileEditForm';
import { ProfileHeader } from '../../features/accounts/profile/ProfileHeader';
import { PhoneCard } from '../../features/accounts/profile/PhoneCard';
import { SessionsCard } from '../../features/accounts/profile/SessionsCard';
import { SettingsCard } from '../../features/accounts/profile/SettingsCard';
import { UserIcon } from '../../features/common/icons';
import { WalletSummary } from '../../features/money/wallet/WalletSummary';
import type { UserProfile } from '../../../protocol/types';
import { useUser } from '../../state/user';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import styles from './UserCenterScreen.module.css';

/** The account page: profile, edit form, menu of account pages, language, logout. */
export function UserCenterScreen() {
  const m = useUserMessages();
  const { isLogin, u } = useUser();
  const [editing, setEditing] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // The stored profile may be stale (VIP bought elsewhere); refresh once per visit. Failures are told by fetchProfile.
  useEffect(() => {
    if (isLogin) fetchProfile().catch(() => undefined);
  }, [isLogin]);

  const logout = async () => {
    setLeaving(true);
    await logoutUser();
    setLeaving(false);
    go('/');
  };

  if (!isLogin) {
    return (
      <EmptyState
        testId="user-guest"
        kind="info"
        icon={<UserIcon />}
        title={m.guestTitle}
        text={m.guestHint}
        action={
          <Button variant="accent" testId="user-login" onClick={() => requireLogin('/user/user-center')}>
            {m.login}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.screen} data-testid="user-center">
      <div className={styles.col}>
        {u && <ProfileHeader u={u as UserProfile} />}
        {u && <WalletSummary u={u as UserProfile} />}
        {u &&
          (editing ? (
            <ProfileEditForm u={u as UserProfile} onClose={() => setEditing(false)} />
          ) : (
            <Button size="lg" block testId="profile-edit" onClick={() => setEditing(true)}>
              {m.edit}
            </Button>
          ))}
      </div>
      <div className={styles.col}>
        <ChatEntry />
        <AccountMenu />
        <SessionsCard />
        <PhoneCard />
        <SettingsCard />
        <Button variant="danger" size="lg" className={styles.logout} testId="logout" onClick={logout} loading={leaving}>
          {m.logout}
        </Button>
      </div>
    </div>
  );
}
