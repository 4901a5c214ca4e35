import { PasswordPage } from '../../features/shared/PasswordPage';
import { ChangePasswordForm } from '../../features/user/ChangePasswordForm';
import { useUserMessages } from '../../features/user/messages';
import { go } from '../../nav/nav';

/** /user/user-password (mobile): change the password; the user centre follows, still logged in. */
export function UserPasswordScreen() {
  const m = useUserMessages();
  return (
    <PasswordPage title={m.password} testId="user-password">
      <ChangePasswordForm onDone={() => go('/user/user-center', { replace: true })} />
    </PasswordPage>
  );
}
