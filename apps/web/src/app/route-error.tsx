import { Component, type ErrorInfo, type ReactNode } from 'react';
import { handleError, USER_ERROR_MESSAGE } from '../lib/error-handler';
import { Button } from '../components/ui/button';

interface State {
  failed: boolean;
}

/**
 * A page that could not render (a section chunk that failed to load, a bug) gets the shared
 * message instead of a blank screen. The layout keys it on the path, so the next page starts clean.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    handleError(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div>
        <h1>Er ging iets fout</h1>
        <p>{USER_ERROR_MESSAGE}</p>
        <p>
          <Button onClick={() => window.location.reload()}>Pagina opnieuw laden</Button>
        </p>
      </div>
    );
  }
}
