import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageFallback } from '../components/page/PageFallback';
import { RouteErrorPage } from './pages';

interface BoundaryProps {
  /** The page's path: moving to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; resetKey: string; failed: boolean }> {
  state = { error: undefined, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * Where the child route's screen appears: its spinner while its code downloads on a first load
 * (a navigation keeps the current screen instead, see NavigationProgress), and the error page if
 * it throws or its code cannot be downloaded. Inside a layout, so a failing screen keeps the
 * header and footer.
 */
export function ScreenSlot() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
