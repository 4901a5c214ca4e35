import { AppLink } from '../../../nav/AppLink';
import { Button, buttonClass } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import type { StateKind } from '../../../ui/StateIcon';

interface Props {
  kind: StateKind;
  title: string;
  hint: string;
  action: { label: string; to: string } | { label: string; run: () => void };
  testId: string;
}

/** Not-found and error states of the detail page. */
export function DetailNotice({ kind, title, hint, action, testId }: Props) {
  return (
    <EmptyState
      kind={kind}
      testId={testId}
      role={kind === 'error' ? 'alert' : undefined}
      title={title}
      text={hint}
      action={
        'to' in action ? (
          <AppLink to={action.to} className={buttonClass({ variant: 'accent' })}>
            {action.label}
          </AppLink>
        ) : (
          <Button variant="accent" onClick={action.run}>
            {action.label}
          </Button>
        )
      }
    />
  );
}
