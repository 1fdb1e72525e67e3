// Request security besides the API key (plugins/api-key.ts): anti-forgery. Register after the
// api-key plugin, so a request without a key gets its 401 first. The security headers come
// earlier still (app.ts), so that every refusal carries them too.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import securityXsrf from './security-xsrf';

async function security(app: FastifyInstance) {
  await app.register(securityXsrf);
}

export default fp(security, {
  name: 'security',
  dependencies: ['error-handler', 'api-key', 'security-headers'],
});
