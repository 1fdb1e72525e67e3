import { settingsSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { parseBody } from './parse-body';
import { updateSiteSettings } from './site-settings-repository';

// Exactly the four flags: an unknown field is a mistake to report, not to ignore.
const settingsUpdateSchema = settingsSchema.strict();

/** PUT /api/settings: the organiser switches overview blocks on or off. */
export async function settingsRoute(app: FastifyInstance) {
  app.put(apiPaths.settings, { preHandler: app.requireOrganiser }, async (request, reply) => {
    const settings = parseBody(settingsUpdateSchema, request.body);
    if (!(await updateSiteSettings(app.db, settings))) {
      throw new HttpError(
        409,
        'conflict',
        'Er is nog geen seizoen om de instellingen bij op te slaan',
      );
    }
    // The public GET serves stored views: rebuild them (this also empties the view cache).
    await app.recompute();
    request.log.info({ accountId: request.organiser?.accountId, settings }, 'settings changed');
    return reply.header('cache-control', 'no-store').send(settings);
  });
}
