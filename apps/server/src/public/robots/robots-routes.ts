// /robots.txt: the public pages are for search engines, the organiser's dashboard and the API
// are not. Served here rather than left to the web app, whose page route would answer it with
// index.html (a crawler then reads HTML as its rules).
import type { FastifyInstance } from 'fastify';

export const ROBOTS_PATH = '/robots.txt';

/** Everything is public except the organiser's pages and the JSON behind the pages. */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Disallow: /dashboard',
  'Disallow: /api/',
  'Allow: /',
  '',
].join('\n');

export async function robotsRoutes(app: FastifyInstance) {
  app.get(ROBOTS_PATH, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      // As the build's other files at the root: a change reaches crawlers within the hour.
      .header('cache-control', 'public, max-age=3600')
      .send(ROBOTS_TXT),
  );
}
