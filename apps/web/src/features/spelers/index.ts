// The player lists: each list's rows, for the home page's top scorers.
import type { RouteObject } from 'react-router';
export { spelerListQuery } from './api';

/** /spelers/*: mounted by the app; the section is a chunk of its own. */
export const spelersRoute: RouteObject = {
  path: 'spelers/*',
  lazy: async () => ({ Component: (await import('./spelers-section')).default }),
};
