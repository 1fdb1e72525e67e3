// Request security besides the API key (plugins/api-key.ts): the request's cookies and
// anti-forgery. Register after the api-key plugin, so a request without a key gets its 401
// first. The security headers come earlier still (app.ts), so that every refusal carries them too.
import { createHmac } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import securityXsrf from './security-xsrf';

/**
 * The key of the app's signed cookies (the device cookie): derived from the JWT secret, which
 * every instance shares, so that it never signs anything with the tokens' own key.
 */
export function cookieSecret(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('clubelf signed cookies v1').digest();
}

async function security(app: FastifyInstance) {
  // Parses the Cookie header into request.cookies in its onRequest hook, which runs before the
  // XSRF check's because it is registered first.
  await app.register(fastifyCookie, { secret: cookieSecret(app.config.jwtSecret) });
  await app.register(securityXsrf);
}

export default fp(security, {
  name: 'security',
  dependencies: ['error-handler', 'api-key', 'security-headers'],
});
