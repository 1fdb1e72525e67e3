// The period titles: the summary of the four periods and their state sentence.
import type { RouteObject } from 'react-router';
export { periodetitelsSummaryQuery } from './api';
export { periodeStatusTekst } from './periode-tekst';

/** /periodetitels/*: mounted by the app; the section is a chunk of its own. */
export const periodetitelsRoute: RouteObject = {
  path: 'periodetitels/*',
  lazy: async () => ({ Component: (await import('./periodetitels-section')).default }),
};
