// GET /api/live (issue 14, decision 013): a Server-Sent Events stream through @fastify/sse that
// says `changed` with the data version whenever this instance starts serving answers of newer
// data. Every instance installs newer answers after a write anywhere (its own, or another's
// heard by PostgreSQL's notification or SQLite's data_version), so a client of any instance
// hears every save. The API key is checked like on every /api route (plugins/api-key.ts).
import sse from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@clubelf/contract/paths';
import { HttpError } from '../errors';
import { LiveHub } from './live-hub';

const EVENT_STREAM = 'text/event-stream';

export async function liveRoutes(app: FastifyInstance) {
  // Our own heartbeat: one timer for every stream instead of the plugin's timer per stream.
  await app.register(sse, { heartbeatInterval: 0 });
  const hub = new LiveHub();
  const stopListening = app.views.onNewerData((views) => hub.changed(views.dataVersion));
  // Before the HTTP server closes, which would otherwise wait for every open stream to end.
  app.addHook('preClose', async () => {
    stopListening();
    hub.close();
  });

  app.get(apiPaths.live, { sse: { heartbeat: false } }, async (request, reply) => {
    // @fastify/sse hands other requests to this handler as they are.
    if (!request.headers.accept?.includes(EVENT_STREAM)) {
      throw new HttpError(406, 'not_acceptable', `Ask with Accept: ${EVENT_STREAM}`);
    }
    // Never kept by a cache; no compression (nothing here compresses an answer it did not
    // make); Node's request timeout ends with the request's headers, not with the answer.
    reply.header('cache-control', 'no-store');
    reply.sse.keepAlive();
    await hub.open(reply, app.views.current?.dataVersion ?? 0);
  });
}
