import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from '../components/CrashScreen';

interface Props {
  children: ReactNode;
  /** Changing it (for example the path) clears a caught error, so navigating away recovers. */
  resetKey: string;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Screen crashed', error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : <CrashScreen />;
  }
}
