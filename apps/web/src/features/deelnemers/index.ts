// A participant's season: their scores per round, and the way from an entry to their career.
import type { RouteObject } from 'react-router';
export { useLoopbaanHref } from './use-loopbaan-href';

/** /deelnemers/*: mounted by the app; the section is a chunk of its own. */
export const deelnemersRoute: RouteObject = {
  path: 'deelnemers/*',
  lazy: async () => ({ Component: (await import('./deelnemers-section')).default }),
};
