// Request security besides the API key (plugins/api-key.ts): security headers and anti-forgery.
// Register after the api-key plugin, so a request without a key gets its 401 first.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import securityHeaders from './security-headers';
import securityXsrf from './security-xsrf';

async function security(app: FastifyInstance) {
  await app.register(securityHeaders);
  await app.register(securityXsrf);
}

export default fp(security, { name: 'security', dependencies: ['error-handler', 'api-key'] });
