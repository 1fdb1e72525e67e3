import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { dashboardChildren } from '../dashboard/routes';
import { RequireAuth } from './require-auth';

/** Mount under the root route: /authentication (empty path goes to login) and /authentication/login. */
export const authenticationRoute: RouteObject = {
  path: 'authentication',
  children: [
    { index: true, element: <Navigate to="login" replace /> },
    {
      path: 'login',
      lazy: async () => ({ Component: (await import('./login-page')).LoginPage }),
    },
    { path: '*', element: <Navigate to="/authentication/login" replace /> },
  ],
};

/** Mount under the root route: /dashboard, only for a signed-in organiser. */
export const dashboardRoute: RouteObject = {
  path: 'dashboard',
  element: <RequireAuth />,
  children: dashboardChildren,
};
