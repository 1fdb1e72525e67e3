// The honours list: every prize of every closed season and the all-time tables.
import type { RouteObject } from 'react-router';
export { erelijstQuery } from './api';
export { PrijzenLijst, Winnaars } from './prijzen-lijst';

/** /erelijst: mounted by the app; a chunk of its own. */
export const erelijstRoute: RouteObject = {
  path: 'erelijst',
  lazy: async () => ({ Component: (await import('./erelijst-page')).default }),
};
