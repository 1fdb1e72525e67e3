// The rules and the matches: the current round's summary and how a result is shown.
import type { RouteObject } from 'react-router';
export { speelrondeSummaryQuery } from './api';
export { Uitslag } from './uitslag';
export { eventsTekst } from './speler-events';

/** /info/*: mounted by the app; the section is a chunk of its own. */
export const infoRoute: RouteObject = {
  path: 'info/*',
  lazy: async () => ({ Component: (await import('./info-section')).default }),
};
