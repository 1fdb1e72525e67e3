// The cup and the team cup (the same screens, fed by the team cup API): their rounds and the
// state sentence.
import type { RouteObject } from 'react-router';
export { bekerRondeQuery, bekerRondesQuery, bekerSummaryQuery, type BekerKind } from './api';
export { bekerStandTekst } from './beker-tekst';

/** /beker/*: mounted by the app; the section is a chunk of its own. */
export const bekerRoute: RouteObject = {
  path: 'beker/*',
  lazy: async () => ({ Component: (await import('./beker-section')).BekerSection }),
};

/** /teambeker/*: mounted by the app; the same chunk as the cup's. */
export const teambekerRoute: RouteObject = {
  path: 'teambeker/*',
  lazy: async () => ({ Component: (await import('./beker-section')).TeambekerSection }),
};
