import { useState } from 'react';
import type { FormEvent } from 'react';
import { SEARCH_KEY_MAX } from '../../../protocol/constants';
import { SearchIcon, CloseIcon } from '../shared/icons';
import { useSearchMessages } from './messages';
import styles from './SearchBar.module.css';

interface Props {
  /** The keyword the route carries; the input follows it when the route changes. */
  value: string;
  onSubmit: (raw: string) => void;
  autoFocus?: boolean;
}

export function SearchBar({ value, onSubmit, autoFocus }: Props) {
  const m = useSearchMessages();
  const [text, setText] = useState(value);
  // Follow the route's keyword when it changes (history chip, back button), without an effect pass.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(text);
  };
  return (
    <form className={styles.bar} role="search" onSubmit={submit}>
      <label className={styles.field}>
        <SearchIcon className={styles.icon} />
        <input
          data-testid="search-input"
          className={styles.input}
          type="search"
          enterKeyHint="search"
          maxLength={SEARCH_KEY_MAX}
          placeholder={m.placeholder}
          value={text}
          autoFocus={autoFocus}
          onChange={(e) => setText(e.target.value)}
          aria-label={m.placeholder}
        />
        {text && (
          <button type="button" className={styles.clear} onClick={() => setText('')} aria-label={m.clear}>
            <CloseIcon />
          </button>
        )}
      </label>
      <button type="submit" data-testid="search-submit" className={styles.submit}>
        {m.submit}
      </button>
    </form>
  );
}
