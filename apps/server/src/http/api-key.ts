// Every request to an API route carries the configured key in X-Api-Key (docs/spec.md section 7),
// whatever spelling of the path reached the route (request-path.ts); only the routes listed in
// api-key-exempt.ts (the pictures to share) are answered without it.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_KEY_HEADER } from '@clubelf/contract/paths';
import { unauthorized } from './errors';
import { isApiKeyExempt } from './api-key-exempt';
import { isApiRequest } from './request-path';

const digest = (value: string) => createHash('sha256').update(value).digest();

async function apiKey(app: FastifyInstance, options: { apiKey: string }) {
  // Comparing digests keeps the comparison constant-time whatever the length given.
  const expected = digest(options.apiKey);
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request) || isApiKeyExempt(request)) return;
    const given = request.headers[API_KEY_HEADER];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      throw unauthorized('Missing or invalid X-Api-Key header');
    }
  });
}

export default fp(apiKey, { name: 'api-key', dependencies: ['error-handler', 'canonical-path'] });
