// The standings: the top of the tussenstand for the home page.
import type { RouteObject } from 'react-router';
export { tussenstandPositieQuery, tussenstandSummaryQuery } from './api';

/** /standen/*: mounted by the app; the section is a chunk of its own. */
export const standenRoute: RouteObject = {
  path: 'standen/*',
  lazy: async () => ({ Component: (await import('./standen-section')).default }),
};
