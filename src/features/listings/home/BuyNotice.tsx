import { useEffect, useState } from 'react';
import { MegaphoneIcon } from '../../common/icons';
import { useHomeMessages } from './messages';
import { useBuyNotices } from './useHomeExtras';
import { useOperatorText } from './operator-text';
import styles from './BuyNotice.module.css';

const ROTATE_MS = 3200;

/** One-line notice ticker: each notice slides up in turn. */
export function BuyNotice() {
  const { notices, pending } = useBuyNotices();
  const m = useHomeMessages();
  const shown = useOperatorText();
  const [i, setI] = useState(0);
  useEffect(() => {
    if (notices.length < 2) return;
    const t = setInterval(() => setI((n) => (n + 1) % notices.length), ROTATE_MS);
    return () => clearInterval(t);
  }, [notices.length]);
  if (!notices.length && !pending) return null;
  // While loading, the frame stands with an empty line: the list below keeps its place.
  const current = notices.length ? notices[i % notices.length] : undefined;
  const line = current ? shown(current.text, current.textEn) : undefined;
  return (
    <div className={styles.notice} data-testid={pending ? 'buy-notice-placeholder' : 'buy-notice'} aria-live="polite">
      <span className={styles.badge}>
        <MegaphoneIcon /> {m.notice}
      </span>
      <span className={styles.window}>
        <span key={current?.id} className={styles.line} lang={line?.lang}>
          {line?.text}
        </span>
      </span>
    </div>
  );
}
