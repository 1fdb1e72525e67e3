// A participant's season: their page, their scores per round, and the way to their career.
import type { RouteObject } from 'react-router';

/** A participant's round of 11 and their beker duels, as their page shows them (Mijn superelf). */
export { RondeSpelersTabel } from './ronde-spelers';
export { BekerDuels } from './beker-duels';

/** /deelnemers/*: mounted by the app; the section is a chunk of its own. */
export const deelnemersRoute: RouteObject = {
  path: 'deelnemers/*',
  lazy: async () => ({ Component: (await import('./deelnemers-section')).default }),
};
