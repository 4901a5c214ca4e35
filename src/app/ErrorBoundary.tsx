import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { isChunkLoadError } from '../lib/stale-chunk';
import { retryFailedScreens } from '../ui/Lazy';
import { NetworkErrorScreen, ServerErrorScreen } from './ErrorScreen';

interface Props {
  /** Changing it (the URL) clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  key: string;
}

/**
 * Spec §8: unrecoverable render errors show the 500 page; global errors are only logged. A screen whose
 * chunk could not be fetched (offline, before the page was ever cached) is no fault of the page: it says
 * so and tries again by itself when the connection comes back.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  private readonly retry = () => {
    retryFailedScreens();
    this.setState({ error: null });
  };

  private readonly onOnline = () => {
    if (isChunkLoadError(this.state.error)) this.retry();
  };

  override componentDidMount(): void {
    window.addEventListener('online', this.onOnline);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.onOnline);
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('render error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) return <NetworkErrorScreen onRetry={this.retry} />;
    return <ServerErrorScreen onRetry={this.retry} />;
  }
}
