import { Suspense, useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { LoadingState } from '../../components/states';
import { seizoenenQuery } from '../../features/archief';
import { SeizoenProvider, seizoenUitPad, type SeizoenScope } from '../../lib/seizoen';
import { RouteErrorBoundary } from '../route-error';
import styles from './app-layout.module.css';
import { LiveNotice } from './live-notice';
import { OfflineNotice } from './offline-notice';
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

/**
 * The season the address shows: /archief/{id}/... a closed one, every other address the current
 * one. The season in play under /archief/{id} counts as current (its archive page redirects).
 */
function useSeizoenUitAdres(pathname: string): SeizoenScope {
  const archiefId = seizoenUitPad(pathname);
  const seizoenen = useQuery({ ...seizoenenQuery, enabled: archiefId !== null }).data;
  const seizoen = archiefId === null ? undefined : seizoenen?.find((s) => s.id === archiefId);
  const id = seizoen?.isFinished === false ? null : archiefId;
  const name = seizoen?.name ?? null;
  return useMemo(() => ({ id, name: id === null ? null : name }), [id, name]);
}

export function AppLayout() {
  const { pathname } = useLocation();
  const seizoen = useSeizoenUitAdres(pathname);
  return (
    <SeizoenProvider value={seizoen}>
      <div className="app">
        <a className="skip-link" href="#inhoud">
          Naar de inhoud
        </a>
        <ScrollToTopOnRouteChange />
        <SiteHeader />
        <ErrorBanner />
        <OfflineNotice />
        {/* In the band above the page's title: the notice covers no control and moves nothing.
            Outside <main>, so a page's own status messages stay the only ones in it. */}
        <div className={`container ${styles.liveBand}`}>
          <LiveNotice />
        </div>
        <main id="inhoud" className={`container main ${styles.main}`} tabIndex={-1}>
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<LoadingState text="Pagina wordt geladen…" />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <SiteFooter />
      </div>
    </SeizoenProvider>
  );
}
