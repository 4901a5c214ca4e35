import { go } from '../../../nav/nav';
import { useMyPostsMessages } from './messages';
import styles from './MyPosts.module.css';

/** The four release forms; certification checks eligibility on its own page before its form opens. */
export const RELEASE_KINDS = [
  { kind: 'store', path: '/release/store', tint: 'var(--info)' },
  { kind: 'personal', path: '/release/personal', tint: 'var(--pink)' },
  { kind: 'broker', path: '/release/broker', tint: 'var(--warning)' },
  { kind: 'certification', path: '/release/certification', tint: 'var(--success)' },
] as const;

/** One card per kind, each opening its release form (`onPick` runs first, e.g. to close a dialog). */
export function KindCards({ onPick }: { onPick?: () => void }) {
  const m = useMyPostsMessages();
  return (
    <div className={styles.kinds}>
      {RELEASE_KINDS.map((k) => (
        <button
          key={k.kind}
          type="button"
          className={styles.kindCard}
          data-testid={`kind-${k.kind}`}
          style={{ ['--tint' as string]: k.tint }}
          onClick={() => {
            onPick?.();
            go(k.path);
          }}
        >
          <span className={styles.kindDot} aria-hidden="true" />
          <strong>{m[`kind_${k.kind}`]}</strong>
          <small>{m[`kindHint_${k.kind}`]}</small>
        </button>
      ))}
    </div>
  );
}
