import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { LoadingState } from '../../components/states';
import { RouteErrorBoundary } from '../route-error';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every route change starts at the top of the page (docs/spec.md section 2). */
function ScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className="app">
      <a className="skip-link" href="#inhoud">
        Naar de inhoud
      </a>
      <ScrollToTopOnRouteChange />
      <SiteHeader />
      <ErrorBanner />
      <main id="inhoud" className="container main" tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<LoadingState text="Pagina wordt geladen…" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
