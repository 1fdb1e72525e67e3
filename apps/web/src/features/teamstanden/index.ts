// The team competition: its top for the home page.
import type { RouteObject } from 'react-router';
export { teamcompetitieSummaryQuery } from './api';

/** /teamstanden/*: mounted by the app; the section is a chunk of its own. */
export const teamstandenRoute: RouteObject = {
  path: 'teamstanden/*',
  lazy: async () => ({ Component: (await import('./teamstanden-section')).default }),
};
