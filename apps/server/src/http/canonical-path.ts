// First check of every request: a path in any other spelling than its canonical one answers
// 404 before any route, hook or file is looked at (see request-path.ts, decision 007).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from './errors';
import { isCanonicalPath, pathOf } from './request-path';

async function canonicalPath(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const path = pathOf(request.url);
    if (!isCanonicalPath(path)) {
      throw notFound(`Route ${request.method} ${path.slice(0, 200)} bestaat niet`);
    }
  });
}

export default fp(canonicalPath, { name: 'canonical-path', dependencies: ['error-handler'] });
