import { ResetPasswordForm } from '../../features/accounts/auth/ResetPasswordForm';
import { useAuthMessages } from '../../features/accounts/messages';
import { PasswordPage } from '../../features/common/PasswordPage';
import { go } from '../../nav/nav';

/** /user/user-resetword (mobile): reset a forgotten password by a code sent to the bound phone, then log in. */
export function UserResetwordScreen() {
  const m = useAuthMessages();
  return (
    <PasswordPage title={m.resetTitle} testId="user-resetword">
      <ResetPasswordForm onDone={() => go('/login', { replace: true })} />
    </PasswordPage>
  );
}
