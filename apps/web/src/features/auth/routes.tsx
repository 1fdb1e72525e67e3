import { Navigate, type RouteObject } from 'react-router';

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
