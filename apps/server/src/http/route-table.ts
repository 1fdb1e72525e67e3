// Every route the app registers, as the router knows it: the security test walks this table,
// so a new endpoint is covered without touching the test. Register before any route.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  /** The route's path as registered, with its :params, e.g. /api/deelnemers/:id. */
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}

async function routeTable(app: FastifyInstance) {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url });
    }
  });
}

export default fp(routeTable, { name: 'route-table' });
