// GET /api/organiser/backup downloads every backed-up table as one JSON file;
// POST /api/organiser/backup/restore replaces all data with such a file, then recomputes; it
// shares the upload gate with the spreadsheet import (a third at once answers 503). The file is
// plain JSON: no compressed body is ever inflated here.
import { backupPaths, MAX_BACKUP_BYTES, restoreResultSchema } from '@clubelf/contract';
import type { FastifyInstance } from 'fastify';
import { holdsUploadPlace } from '../../lib/upload-gate';
import { actorOf } from '../organiser-write';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

/** clubelf-backup-2026-11-21-0545.json */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `clubelf-backup-${stamp}.json`;
}

export async function backupRoutes(app: FastifyInstance) {
  app.get(backupPaths.download, async (request, reply) => {
    const now = new Date();
    const backup = await createBackup(app.db, now);
    request.log.info({ accountId: request.organiser?.accountId }, 'backup downloaded');
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${backupFileName(now)}"`)
      .send(JSON.stringify(backup));
  });

  const options = { bodyLimit: MAX_BACKUP_BYTES, ...holdsUploadPlace() };
  app.post(backupPaths.restore, options, async (request) => {
    const { dataVersion, ...result } = await restoreBackup(app.db, request.body, actorOf(request));
    // Answered once the answers of the restored data are served.
    await app.readModel.afterWrite(dataVersion);
    request.log.info(
      { accountId: request.organiser?.accountId, rows: result.rows },
      'backup restored',
    );
    return restoreResultSchema.parse(result);
  });
}
