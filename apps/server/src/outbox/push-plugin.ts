// Web Push on this instance (decision 029): the site's VAPID identity resolved once at start
// (configured, else kept in DATA_DIR or, on PostgreSQL, in the database) and the push channel
// the outbox's sender delivers 'push' rows with. Registered before the outbox.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPushChannel, type PushChannel } from './push-channel';
import { resolveVapid } from './vapid';

declare module 'fastify' {
  interface FastifyInstance {
    push: PushChannel;
  }
}

async function push(app: FastifyInstance) {
  const vapid = await resolveVapid(app.config, app.db);
  app.decorate(
    'push',
    createPushChannel({ db: app.db, vapid, pushServices: app.config.pushServices }),
  );
}

export default fp(push, { name: 'push' });
