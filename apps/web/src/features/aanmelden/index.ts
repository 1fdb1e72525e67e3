// Enrolment online (issue 15): the public form at /aanmelden and the status of an enrolment by
// its reference code at /aanmelden/status. The home card asks whether the form is open.
import type { RouteObject } from 'react-router';
export { aanmeldingOpenQuery } from './api';

/** /aanmelden/*: mounted by the app; a chunk of its own. */
export const aanmeldenRoute: RouteObject = {
  path: 'aanmelden/*',
  lazy: async () => ({ Component: (await import('./aanmelden-section')).default }),
};
