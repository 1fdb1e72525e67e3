import { Navigate, type RouteObject } from 'react-router';

/**
 * Mount under the root route: /authentication (empty path goes to login), /authentication/login
 * and /authentication/link (a participant's sign-in link).
 */
export const authenticationRoute: RouteObject = {
  path: 'authentication',
  children: [
    { index: true, element: <Navigate to="login" replace /> },
    {
      path: 'login',
      lazy: async () => ({ Component: (await import('./login-page')).LoginPage }),
    },
    // A participant's sign-in link (issue 27): signs in on a button press.
    {
      path: 'link',
      lazy: async () => ({ Component: (await import('./link-page')).LinkPage }),
    },
    { path: '*', element: <Navigate to="/authentication/login" replace /> },
  ],
};
