// The privacy statement the site shows (issue 15, part 6): the organiser's text, or the default
// one, filled in with the retention setting and the contact line (organiser/privacy/ sets them).
import { privacyPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { API_CACHE_CONTROL } from '../../http/hot-reads';
import { privacyStatement } from '../../organiser/privacy/privacy-service';

export async function privacyStatementRoutes(app: FastifyInstance) {
  app.get(privacyPaths.statement, async (_request, reply) => {
    reply.header('cache-control', API_CACHE_CONTROL);
    return privacyStatement(app.db);
  });
}
