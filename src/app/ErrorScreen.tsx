import { useShellMessages } from './messages';
import { go } from '../nav/nav';
import { localeHref } from '../nav/location';
import { Button } from '../ui/Button';
import styles from './StatusScreen.module.css';

function ErrorView({
  code,
  title,
  text,
  testId,
  onRetry,
}: {
  /** The big status figure; none for a page that is not a server's answer (no connection). */
  code?: string;
  title: string;
  text: string;
  testId: string;
  onRetry?: () => void;
}) {
  const m = useShellMessages();
  return (
    <section className={styles.screen} data-testid={testId}>
      {code && (
        <div className={styles.code} aria-hidden="true">
          {code}
        </div>
      )}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <Button variant="accent" size="lg" onClick={() => go('/')}>
          {m.goHome}
        </Button>
        {onRetry && (
          <Button size="lg" onClick={onRetry}>
            {m.retry}
          </Button>
        )}
      </div>
    </section>
  );
}

/**
 * Spec §8: an unmatched route shows 'Page Not Found: {path}'. The router's path has no locale prefix; the
 * text names the address as the visitor typed it (`/en/…` in English), as the home button goes to `/en`.
 */
export function NotFoundScreen({ path }: { path: string }) {
  const m = useShellMessages();
  return <ErrorView code="404" title={m.notFoundTitle} text={m.notFound(localeHref(path))} testId="error-404" />;
}

/** The generic 500 variant: /error, /h/error and render crashes caught by the error boundary. */
export function ServerErrorScreen({ onRetry }: { onRetry?: () => void }) {
  const m = useShellMessages();
  return (
    <ErrorView
      code="500"
      title={m.errorTitle}
      text={m.errorText}
      testId="error-500"
      {...(onRetry ? { onRetry } : {})}
    />
  );
}

/** A screen whose code could not be fetched: offline (or the network dropped it), not a fault of the page. */
export function NetworkErrorScreen({ onRetry }: { onRetry: () => void }) {
  const m = useShellMessages();
  return <ErrorView title={m.offlineTitle} text={m.offlineText} testId="error-offline" onRetry={onRetry} />;
}
