import { Component, type ReactNode } from 'react';
import { Home } from './Home.tsx';
import { NotFound } from './NotFound.tsx';
import { Notice } from './Notice.tsx';

/** Any rendering failure below shows the spec's fallback page instead of a blank screen. */
class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? (
      <Notice heading="Unexpected Application Error!" text="Something went wrong on our side." />
    ) : (
      this.props.children
    );
  }
}

export const isHome = (path: string): boolean => path === '/' || path === '/index.html';

/** The two routes: `/` and everything else. */
export function App({ path }: { path: string }) {
  return <ErrorBoundary>{isHome(path) ? <Home /> : <NotFound path={path} />}</ErrorBoundary>;
}
