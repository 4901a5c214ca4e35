import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { errorText } from './error-text';

interface Props {
  error: unknown;
  /** What failed to load; also the text when the error carries none. */
  title: string;
  retryLabel: string;
  onRetry: () => void;
  testId?: string;
}

/** A load that failed: what, why (the one error-to-text path), and a retry. */
export function LoadError({ error, title, retryLabel, onRetry, testId }: Props) {
  return (
    <EmptyState
      testId={testId}
      kind="error"
      role="alert"
      title={title}
      text={errorText(error, title)}
      action={<Button onClick={onRetry}>{retryLabel}</Button>}
    />
  );
}
