import { auditQuerySchema, type AuditPage } from '@clubelf/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../parse-request';
import { listAudit } from './audit-repository';

/** GET /api/organiser/audit?page=&pageSize=: who changed what and when, newest first. */
export async function auditRoutes(app: FastifyInstance) {
  app.get('/api/organiser/audit', async (request): Promise<AuditPage> => {
    const { page, pageSize } = parseInput(auditQuerySchema, request.query);
    return { page, pageSize, ...(await listAudit(app.db, page, pageSize)) };
  });
}
