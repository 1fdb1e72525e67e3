// GET /api/live (issue 14, decision 013): a Server-Sent Events stream through @fastify/sse that
// says `changed` with the data version whenever this instance starts serving answers of newer
// data. Every instance installs newer answers after a write anywhere (its own, or another's
// heard by PostgreSQL's notification or SQLite's data_version), so a client of any instance
// hears every save. The API key is checked like on every /api route (plugins/api-key.ts).
// Streams are capped (issue 24, decision 019): beyond the cap a Dutch 503, and the web app asks
// the same path for the data version as JSON every so often instead.
import sse from '@fastify/sse';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveChanged } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { HttpError } from '../../http/errors';
import { LiveHub } from '../../read-model/live-hub';

const EVENT_STREAM = 'text/event-stream';
const JSON_TYPE = 'application/json';

/** When a refused client may try the stream again (Retry-After, seconds). */
export const LIVE_REFUSED_RETRY_S = 120;

export const LIVE_FULL_MESSAGE =
  'Er zijn nu te veel live-verbindingen. De pagina wordt af en toe vanzelf bijgewerkt; ' +
  'probeer het later opnieuw.';

export async function liveRoutes(app: FastifyInstance) {
  // Our own heartbeat: one timer for every stream instead of the plugin's timer per stream.
  await app.register(sse, { heartbeatInterval: 0 });
  const hub = new LiveHub({
    total: app.config.liveStreamsMax,
    perAddress: app.config.liveStreamsPerAddress,
  });
  // The read model's one change channel: this instance's writes and every other's.
  const stopListening = app.readModel.onChange((dataVersion) => hub.changed(dataVersion));
  // Before the HTTP server closes, which would otherwise wait for every open stream to end.
  app.addHook('preClose', async () => {
    stopListening();
    hub.close();
  });

  // Before the handler: @fastify/sse answers 200 with an event stream for whatever the handler
  // throws, so the refusal is made here.
  const refuseOverCap = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers.accept?.includes(EVENT_STREAM) || hub.admits(request.ip)) return;
    reply.header('retry-after', String(LIVE_REFUSED_RETRY_S));
    throw new HttpError(503, 'live_full', LIVE_FULL_MESSAGE);
  };

  const options = { sse: { heartbeat: false }, preHandler: refuseOverCap };
  app.get(apiPaths.live, options, async (request, reply) => {
    const dataVersion = app.readModel.current?.dataVersion ?? 0;
    const accept = request.headers.accept ?? '';
    // @fastify/sse hands other requests to this handler as they are: the version as JSON is
    // what a client polls when it has no stream (refused, or a proxy that ends streams).
    if (!accept.includes(EVENT_STREAM)) {
      if (!accept.includes(JSON_TYPE)) {
        throw new HttpError(406, 'not_acceptable', `Ask with Accept: ${EVENT_STREAM}`);
      }
      return reply.header('cache-control', 'no-store').send({ dataVersion } satisfies LiveChanged);
    }
    // Never kept by a cache; no compression (nothing here compresses an answer it did not
    // make); Node's request timeout ends with the request's headers, not with the answer.
    reply.header('cache-control', 'no-store');
    reply.sse.keepAlive();
    await hub.open(request, reply, dataVersion);
  });
}
