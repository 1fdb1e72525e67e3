import { auditQuerySchema, type AuditPage } from '@clubelf/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-request';
import { listAudit } from './logboek-repository';

/** GET /api/organiser/logboek?page=&pageSize=: who changed what and when, newest first. */
export async function logboekRoutes(app: FastifyInstance) {
  app.get('/api/organiser/logboek', async (request): Promise<AuditPage> => {
    const { page, pageSize } = parseInput(auditQuerySchema, request.query);
    return { page, pageSize, ...(await listAudit(app.db, page, pageSize)) };
  });
}
