import type { RouteObject } from 'react-router';

/** /afmelden?token=...: the unsubscribe link of a message's mail (issue 28), its own chunk. */
export const afmeldenRoute: RouteObject = {
  path: 'afmelden',
  lazy: async () => ({ Component: (await import('./afmelden-page')).AfmeldenPage }),
};
