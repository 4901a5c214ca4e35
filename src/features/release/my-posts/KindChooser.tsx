import { Dialog } from '../../../ui/Dialog';
import { KindCards } from './KindCards';
import { useMyPostsMessages } from './messages';

/** "What would you like to post?": one card per kind, each opening its release form. */
export function KindChooser({ open, onClose }: { open: boolean; onClose: () => void }) {
  const m = useMyPostsMessages();
  return (
    <Dialog open={open} title={m.chooseKind} closeLabel={m.close} onCancel={onClose} testId="kind-chooser" size="md">
      <KindCards onPick={onClose} />
    </Dialog>
  );
}
