// A person's career: every season they played, reached from their name anywhere on the site.
import type { RouteObject } from 'react-router';
export { persoonPad } from './paths';

/** /personen/{persoonId}: mounted by the app; a chunk of its own. */
export const historieRoute: RouteObject = {
  path: 'personen/:persoonId',
  lazy: async () => ({ Component: (await import('./historie-page')).default }),
};
