import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionUnavailable } from './section-unavailable';

/** Props of RemoteErrorBoundary. */
export interface RemoteErrorBoundaryProps {
  section: string;
  /** Reloads the remote; the boundary also resets so the new module renders. */
  onRetry: () => void;
  children?: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/** Keeps a remote that throws while rendering inside its own route. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.section} failed while rendering`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <SectionUnavailable section={this.props.section} reason="It failed while rendering." onRetry={this.retry} />;
  }
}
