// Unknown /api paths and non-GET requests answer 404 in the error envelope; any other GET is a
// route of the single-page web app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './api-key';
import { errorEnvelope } from './error-handler';

async function notFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && !isApiPath(request.url)) return app.serveWebApp(request, reply);
    const path = request.url.split('?')[0]?.slice(0, 200) ?? '';
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(errorEnvelope('not_found', `Route ${request.method} ${path} not found`));
  });
}

export default fp(notFound, { name: 'not-found', dependencies: ['web-static'] });
