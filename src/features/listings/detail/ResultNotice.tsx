import { STATUS } from '../../../../protocol/status';
import { errorStatus, errorText } from '../../common/error-text';
import { DetailNotice } from './DetailNotice';

export interface NoticeTexts {
  notFoundTitle: string;
  notFoundHint: string;
  backHome: string;
  errorTitle: string;
  errorFallback: string;
  retry: string;
}

interface Props {
  result: { status: 'loading' | 'ok' | 'error'; error: unknown; reload: () => void };
  /** The address names nothing loadable (a missing or malformed id): the not-found notice at once. */
  missing: boolean;
  texts: NoticeTexts;
  /** Test ids `${testId}-not-found` and `${testId}-error`. */
  testId: string;
}

/** A page of one thing: its not-found notice (bad address or a 404), its error notice with retry, else nothing. */
export function ResultNotice({ result, missing, texts: m, testId }: Props) {
  if (missing || (result.status === 'error' && errorStatus(result.error) === STATUS.NOT_FOUND)) {
    return (
      <DetailNotice
        testId={`${testId}-not-found`}
        kind="empty"
        title={m.notFoundTitle}
        hint={m.notFoundHint}
        action={{ label: m.backHome, to: '/' }}
      />
    );
  }
  if (result.status !== 'error') return null;
  return (
    <DetailNotice
      testId={`${testId}-error`}
      kind="error"
      title={m.errorTitle}
      hint={errorText(result.error, m.errorFallback)}
      action={{ label: m.retry, run: result.reload }}
    />
  );
}
