import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ServerErrorScreen } from './ErrorScreen';

interface Props {
  /** Changing it (the URL) clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  key: string;
}

/** Spec §8: unrecoverable render errors show the 500 page; global errors are only logged. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('render error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ServerErrorScreen onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
