// Unknown API paths (in any letter case) and non-GET requests answer 404 in the error envelope; any other GET is a
// route of the single-page web app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from './error-handler';
import { looksLikeApiPath, pathOf } from './request-path';

async function notFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const path = pathOf(request.url);
    if (isRead && !looksLikeApiPath(path)) return app.serveWebApp(request, reply);
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(
        errorEnvelope('not_found', `Route ${request.method} ${path.slice(0, 200)} bestaat niet`),
      );
  });
}

export default fp(notFound, { name: 'not-found', dependencies: ['web-static'] });
