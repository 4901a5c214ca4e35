import { useState } from 'react';
import type { FormEvent } from 'react';
import { SEARCH_KEY_MAX } from '../../../../protocol/constants';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { TextField } from '../../../ui/TextField';
import { SearchIcon, CloseIcon } from '../../common/icons';
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
      <TextField
        label={m.placeholder}
        hideLabel
        shape="pill"
        className={styles.field}
        testId="search-input"
        type="search"
        enterKeyHint="search"
        maxLength={SEARCH_KEY_MAX}
        placeholder={m.placeholder}
        value={text}
        autoFocus={autoFocus}
        onValue={setText}
        prefix={<SearchIcon />}
        suffix={
          text && (
            <IconButton look="soft" size="sm" onClick={() => setText('')} label={m.clear}>
              <CloseIcon />
            </IconButton>
          )
        }
      />
      <Button type="submit" variant="accent" testId="search-submit" className={styles.submit}>
        {m.submit}
      </Button>
    </form>
  );
}
