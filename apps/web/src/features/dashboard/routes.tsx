import type { RouteObject } from 'react-router';

/**
 * The dashboard's routes under /dashboard (mounted by the app behind the sign-in guard). One
 * lazy section holds the dashboard frame and its own routes; each page is a chunk of its own.
 */
export const dashboardChildren: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./dashboard-section')).DashboardHome }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./dashboard-section')).DashboardSection }),
  },
];
