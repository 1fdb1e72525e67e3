import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { authenticationRoute, dashboardRoute } from '../features/auth';
import { HomePage } from '../features/home/home-page';
import { declarative } from './declarative-routes';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';

/** Each section is its own chunk, fetched the first time one of its pages opens. */
function section(load: () => Promise<{ default: ComponentType }>) {
  const Section = lazy(load);
  return <Section />;
}

/** The route table of SPEC.md section 2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: <HomePage /> },
      { path: 'standen/*', element: section(() => import('../features/standen/standen-section')) },
      { path: 'beker/*', element: section(() => import('../features/beker/beker-section')) },
      {
        path: 'teamstanden/*',
        element: section(() => import('../features/teamstanden/teamstanden-section')),
      },
      {
        path: 'teambeker/*',
        element: section(() => import('../features/teambeker/teambeker-section')),
      },
      {
        path: 'periodetitels/*',
        element: section(() => import('../features/periodetitels/periodetitels-section')),
      },
      { path: 'spelers/*', element: section(() => import('../features/spelers/spelers-section')) },
      { path: 'info/*', element: section(() => import('../features/info/info-section')) },
      {
        path: 'deelnemers/*',
        element: section(() => import('../features/deelnemers/deelnemers-section')),
      },
      declarative(authenticationRoute),
      declarative(dashboardRoute),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
