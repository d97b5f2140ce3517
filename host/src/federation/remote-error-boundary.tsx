import { Component, type ReactNode } from 'react';
import type { RemoteName } from 'shared-kernel';
import { reportRemoteUnavailable } from './remote-unavailable-event';
import { ServiceUnavailablePage } from './service-unavailable-page';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a remote that fails to load or throws while drawing; the rest of the shell lives on.
 * A remote that cannot run on this page (skew) is reported once, by name and versions.
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (!reportRemoteUnavailable(this.props.remote, error)) console.warn('[federation] remote page failed', error);
  }

  override render() {
    return this.state.failed ? <ServiceUnavailablePage onRetry={this.props.onRetry} /> : this.props.children;
  }
}
