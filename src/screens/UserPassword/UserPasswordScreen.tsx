import { PasswordPage } from '../../features/common/PasswordPage';
import { ChangePasswordForm } from '../../features/accounts/profile/ChangePasswordForm';
import { useUserMessages } from '../../features/accounts/profile/messages';
import { go } from '../../nav/nav';
import { useUser } from '../../state/user';
import { Notice } from '../../ui/Notice';

/** /user/user-password (mobile): change the password; the user centre follows, still logged in. */
export function UserPasswordScreen() {
  const m = useUserMessages();
  const temporary = useUser().u?.mustChangePassword === true;
  return (
    <PasswordPage title={m.password} testId="user-password">
      {temporary && (
        <Notice tone="warning" testId="password-temporary">
          {m.temporaryPassword}
        </Notice>
      )}
      <ChangePasswordForm onDone={() => go('/user/user-center', { replace: true })} />
    </PasswordPage>
  );
}
