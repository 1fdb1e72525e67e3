// GET /api/push/sleutel: the site's VAPID public key, which a browser subscribes with
// (applicationServerKey). Public: it is the public half, and the page asks before signing in.
import { pushPaths, type PushSleutelResponse } from '@clubelf/contract';
import type { FastifyInstance } from 'fastify';

export async function pushSleutelRoutes(app: FastifyInstance) {
  app.get(pushPaths.sleutel, async (_request, reply): Promise<PushSleutelResponse> => {
    // The key changes only when the keeper changes it; a day in caches is fine.
    reply.header('cache-control', 'public, max-age=3600');
    return { publicKey: app.push.publicKey };
  });
}
