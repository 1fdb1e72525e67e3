import { lazy, Suspense } from 'react';
import { Navigate, useMatch, useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { LoadingState } from '../components/states';
import { aanmeldenRoute } from '../features/aanmelden';
import { afmeldenRoute } from '../features/afmelden';
import { archiefRoute, archiefSeizoenRoute, seizoenOverzichtRoute } from '../features/archief';
import { authenticationRoute, RequireAuth, RolWissel } from '../features/auth';
import { bekerRoute, teambekerRoute } from '../features/beker';
import { dashboardChildren } from '../features/dashboard';
import { deelnemersRoute } from '../features/deelnemers';
import { erelijstRoute } from '../features/erelijst';
import { historieRoute } from '../features/historie';
import { HomePage } from '../features/home';
import { infoRoute } from '../features/info';
import { periodetitelsRoute } from '../features/periodetitels';
import { spelersRoute } from '../features/spelers';
import { standenRoute } from '../features/standen';
import { teamstandenRoute } from '../features/teamstanden';
import { declarative } from './declarative-routes';
import { AppLayout } from './layout/app-layout';

/** A participant's own page, in its own chunk: organisers and visitors never load it. */
const MijnSuperelfPage = lazy(async () => ({
  default: (await import('../features/mijn')).MijnSuperelfPage,
}));

/** A participant's transfers (/dashboard/transfers/{deelnemerId}), a chunk of its own too. */
const MijnTransfersPage = lazy(async () => ({
  default: (await import('../features/mijn-transfers')).MijnTransfersPage,
}));

/** What a participant sees under /dashboard: their transfers at their address, else Mijn superelf. */
function ParticipantPages() {
  const transfers = useMatch('/dashboard/transfers/:deelnemerId');
  return transfers ? (
    <MijnTransfersPage deelnemerId={transfers.params.deelnemerId} />
  ) : (
    <MijnSuperelfPage />
  );
}

/**
 * /dashboard: the organiser's pages for an organiser; "Mijn superelf" for a participant; above
 * either, the switch of a person signed in as both.
 */
const dashboardRoute: RouteObject = {
  path: 'dashboard',
  element: (
    <>
      <RolWissel />
      {/* A switch loads the other role's pages here: the switch stays put, and keeps focus. */}
      <Suspense fallback={<LoadingState text="Pagina wordt geladen…" />}>
        <RequireAuth
          participant={
            <Suspense>
              <ParticipantPages />
            </Suspense>
          }
        />
      </Suspense>
    </>
  ),
  children: dashboardChildren,
};

/**
 * The public sections of a season. Each is its own chunk, fetched the first time one of its
 * pages opens. They are mounted twice: at the site's own addresses for the current season, and
 * under /archief/{id} for a closed one (the layout reads the season from the address).
 */
const seizoenSections: RouteObject[] = [
  standenRoute,
  bekerRoute,
  teamstandenRoute,
  teambekerRoute,
  periodetitelsRoute,
  spelersRoute,
  infoRoute,
  deelnemersRoute,
];

/** /archief: the seasons; /archief/{id}/...: a closed season's pages. */
const archief: RouteObject = {
  path: 'archief',
  children: [
    declarative(archiefRoute),
    declarative({
      ...archiefSeizoenRoute,
      children: [
        seizoenOverzichtRoute,
        ...seizoenSections,
        { path: '*', element: <NotFoundPage /> },
      ],
    }),
  ],
};

/** The route table of docs/spec.md section 2, with the seasons of issue 12. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: <HomePage /> },
      ...seizoenSections.map(declarative),
      archief,
      declarative(aanmeldenRoute),
      declarative(afmeldenRoute),
      declarative(erelijstRoute),
      declarative(historieRoute),
      declarative(authenticationRoute),
      declarative(dashboardRoute),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
