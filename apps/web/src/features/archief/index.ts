// The archive: every season, and every public page of a closed one under /archief/{id}.
import type { NonIndexRouteObject, RouteObject } from 'react-router';
export { seizoenenQuery } from './api';

/** /archief: the list of seasons. */
export const archiefRoute: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import('./archief-page')).default }),
};

/**
 * /archief/{id}: the frame of a closed season's pages (the app mounts the sections' own route
 * objects under it, so each page exists once for every season).
 */
export const archiefSeizoenRoute: NonIndexRouteObject = {
  path: ':seizoenId',
  lazy: async () => ({ Component: (await import('./archief-seizoen')).default }),
};

/** /archief/{id} itself: the season at a glance. */
export const seizoenOverzichtRoute: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import('./seizoen-overzicht')).default }),
};
