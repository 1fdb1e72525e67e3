import { settingsSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { organiserWrite } from '../organiser-write';
import { parseBody } from '../../http/accounts/parse-body';
import { updateSiteSettings } from './site-settings-repository';

// Exactly the four flags: an unknown field is a mistake to report, not to ignore.
const settingsUpdateSchema = settingsSchema.strict();

/** PUT /api/settings: the organiser switches overview blocks on or off (checked by the scope). */
export async function settingsRoute(app: FastifyInstance) {
  app.put(apiPaths.settings, async (request, reply) => {
    const settings = parseBody(settingsUpdateSchema, request.body);
    // Written with its audit entry in one transaction; the recompute that follows rebuilds the
    // stored public views (and empties the view caches).
    await organiserWrite(app, request, async (trx) => {
      if (!(await updateSiteSettings(trx, settings))) {
        throw new HttpError(
          409,
          'conflict',
          'Er is nog geen seizoen om de instellingen bij op te slaan',
        );
      }
      return {
        value: settings,
        audit: {
          action: 'instellingen.wijzigen',
          summary: 'Weergave-instellingen gewijzigd',
          details: settings,
        },
      };
    });
    return reply.header('cache-control', 'no-store').send(settings);
  });
}
