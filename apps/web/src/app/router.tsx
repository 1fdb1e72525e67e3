import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { authenticationRoute, RequireAuth } from '../features/auth';
import { bekerRoute, teambekerRoute } from '../features/beker';
import { dashboardChildren } from '../features/dashboard';
import { deelnemersRoute } from '../features/deelnemers';
import { HomePage } from '../features/home';
import { infoRoute } from '../features/info';
import { periodetitelsRoute } from '../features/periodetitels';
import { spelersRoute } from '../features/spelers';
import { standenRoute } from '../features/standen';
import { teamstandenRoute } from '../features/teamstanden';
import { declarative } from './declarative-routes';
import { AppLayout } from './layout/app-layout';

/** /dashboard: the organiser's pages, only for a signed-in organiser. */
const dashboardRoute: RouteObject = {
  path: 'dashboard',
  element: <RequireAuth />,
  children: dashboardChildren,
};

/** The route table of docs/spec.md section 2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: <HomePage /> },
      // Each section is its own chunk, fetched the first time one of its pages opens.
      ...[
        standenRoute,
        bekerRoute,
        teamstandenRoute,
        teambekerRoute,
        periodetitelsRoute,
        spelersRoute,
        infoRoute,
        deelnemersRoute,
      ].map(declarative),
      declarative(authenticationRoute),
      declarative(dashboardRoute),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
