import { Field } from './Field';
import { useAuthMessages } from '../messages';

interface Props {
  /** `register` or `reset`: the fields' test ids are `<prefix>-password` and `<prefix>-password2`. */
  testIdPrefix: string;
  label: string;
  password: string;
  password2: string;
  passwordError: string | undefined;
  password2Error: string | undefined;
  onPassword: (password: string) => void;
  onPassword2: (password2: string) => void;
}

/** A new password and its repetition, with the rules under the first: registration and reset ask alike. */
export function NewPasswordFields(p: Props) {
  const m = useAuthMessages();
  return (
    <>
      <Field
        label={p.label}
        testId={`${p.testIdPrefix}-password`}
        type="password"
        autoComplete="new-password"
        placeholder={m.passwordPh}
        value={p.password}
        hint={m.passwordRules}
        error={p.passwordError}
        reveal={{ show: m.show, hide: m.hide }}
        onValue={p.onPassword}
      />
      <Field
        label={m.password2}
        testId={`${p.testIdPrefix}-password2`}
        type="password"
        autoComplete="new-password"
        placeholder={m.password2Ph}
        value={p.password2}
        error={p.password2Error}
        onValue={p.onPassword2}
      />
    </>
  );
}
