import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { shellTexts } from '@asp/i18n';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loader } from '../ui/Loader';

export interface RemoteBoundaryProps {
  children: ReactNode;
  /** Called by the retry button after the boundary has cleared its error. */
  onRetry: () => void;
  /** Message while in error; default 'Dieser Bereich konnte nicht geladen werden.' */
  message?: string;
}

interface State {
  error: unknown;
}

/**
 * Error boundary plus Suspense around a remote (DESIGN.md §9): while it loads a
 * loader shows, and if it fails to load or throws while rendering a German error
 * with 'Erneut versuchen' replaces it — never a blank page.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Remote failed', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) {
      return <ErrorNotice message={this.props.message ?? shellTexts.remoteLoadFailed} onRetry={this.retry} />;
    }
    return <Suspense fallback={<Loader />}>{this.props.children}</Suspense>;
  }
}
