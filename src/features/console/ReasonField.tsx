import { TextField } from '../../ui/TextField';
import { MODERATION_REASON_MAX } from '../../../protocol/console-content';
import { useConsoleMessages } from './messages';

/** The reason every moderation action needs: shown to the people concerned and kept in the audit log. */
export function ReasonField({
  value,
  onValue,
  testId,
}: {
  value: string;
  onValue: (v: string) => void;
  testId: string;
}) {
  const m = useConsoleMessages();
  return (
    <TextField
      label={m.reason}
      hint={m.reasonHint}
      value={value}
      onValue={onValue}
      maxLength={MODERATION_REASON_MAX}
      size="sm"
      testId={testId}
    />
  );
}
