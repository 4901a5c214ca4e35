import { Dialog } from '../../ui/Dialog';
import { go } from '../../nav/nav';
import { useMyPostsMessages } from './messages';
import styles from './MyPosts.module.css';

const KINDS = [
  { kind: 'store', path: '/release/store', tint: 'var(--info)' },
  { kind: 'personal', path: '/release/personal', tint: 'var(--pink)' },
  { kind: 'broker', path: '/release/broker', tint: 'var(--warning)' },
  { kind: 'certification', path: '/release/certification', tint: 'var(--success)' },
] as const;

/** "What would you like to post?": one card per kind, each opening its release form. */
export function KindChooser({ open, onClose }: { open: boolean; onClose: () => void }) {
  const m = useMyPostsMessages();
  return (
    <Dialog open={open} title={m.chooseKind} closeLabel={m.close} onCancel={onClose} testId="kind-chooser" size="md">
      <div className={styles.kinds}>
        {KINDS.map((k) => (
          <button
            key={k.kind}
            type="button"
            className={styles.kindCard}
            data-testid={`kind-${k.kind}`}
            style={{ ['--tint' as string]: k.tint }}
            onClick={() => {
              onClose();
              go(k.path);
            }}
          >
            <span className={styles.kindDot} aria-hidden="true" />
            <strong>{m[`kind_${k.kind}`]}</strong>
            <small>{m[`kindHint_${k.kind}`]}</small>
          </button>
        ))}
      </div>
    </Dialog>
  );
}
