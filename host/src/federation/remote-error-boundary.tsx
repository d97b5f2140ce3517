import { Component, type ReactNode } from 'react';
import { ServiceUnavailablePage } from './service-unavailable-page';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while drawing; the rest of the shell lives on. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('[federation] remote page failed', error);
  }

  override render() {
    return this.state.failed ? <ServiceUnavailablePage onRetry={this.props.onRetry} /> : this.props.children;
  }
}
