import { useState } from 'react';
import type { InputHTMLAttributes } from 'react';
import { TextField } from '../../../ui/TextField';
import styles from './LoginForm.module.css';

type Props = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'prefix' | 'name' | 'className' | 'size'
> & {
  label: string;
  value: string;
  /** Shown under the field before anything is wrong (the rules the value must meet). */
  hint?: string;
  error?: string;
  onValue: (value: string) => void;
  testId: string;
  /** Labels for the show/hide toggle of a password field. */
  reveal?: { show: string; hide: string };
};

/** The kit's TextField with auth's id scheme and an optional show/hide toggle for passwords. */
export function Field({ reveal, type, id, testId, ...rest }: Props) {
  const [shown, setShown] = useState(false);
  const toggle = reveal && (
    <button type="button" className={styles.reveal} onClick={() => setShown((s) => !s)} tabIndex={-1}>
      {shown ? reveal.hide : reveal.show}
    </button>
  );
  return (
    <TextField
      {...rest}
      id={id ?? `f-${testId}`}
      testId={testId}
      type={reveal && shown ? 'text' : type}
      suffix={toggle}
    />
  );
}
