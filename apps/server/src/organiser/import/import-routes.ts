// POST /api/organiser/import/{kind}/preview checks a spreadsheet and writes nothing;
// POST /api/organiser/import/{kind} with the same file and the preview's fingerprint writes the
// accepted rows in one transaction (refused rows are left out), with an audit entry, and
// recomputes. A fingerprint that no longer matches (the data changed since) answers 409.
// Both share the upload gate with the backup restore: a third at once answers 503.
import {
  IMPORT_KINDS,
  importCommitSchema,
  importPreviewSchema,
  importResultSchema,
  importUploadSchema,
  MAX_IMPORT_FILE_BYTES,
} from '@clubelf/contract';
import type { ImportKind, ImportResult } from '@clubelf/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors';
import { holdsUploadPlace } from '../../lib/upload-gate';
import { conflict } from '../../http/conflict';
import { roundMessageDueAt } from '../../outbox/ronde-bericht';
import { organiserWrite } from '../organiser-write';
import { parseInput } from '../../http/parse-request';
import { loadImportContext } from './import-context';
import { fileProblem } from './file-problem';
import { checkUpload } from './import-preview';
import { readUpload } from './import-upload';
import { IMPORT_HANDLERS } from './kinds';

/** Base64 makes 4 characters of 3 bytes; the rest of the JSON is small. */
export const IMPORT_BODY_LIMIT = Math.ceil((MAX_IMPORT_FILE_BYTES * 4) / 3) + 64 * 1024;

const CHANGED_SINCE_PREVIEW =
  'De gegevens zijn gewijzigd sinds het voorbeeld (door iemand anders, of het bestand is anders). Bekijk het voorbeeld opnieuw en importeer dan.';

function kindOf(request: FastifyRequest): ImportKind {
  const { kind } = request.params as { kind?: string };
  if (!IMPORT_KINDS.includes(kind as ImportKind)) {
    throw notFound(`Onbekende soort import '${kind}': kies uit ${IMPORT_KINDS.join(', ')}`);
  }
  return kind as ImportKind;
}

export async function importRoutes(app: FastifyInstance) {
  const options = { bodyLimit: IMPORT_BODY_LIMIT, ...holdsUploadPlace() };

  app.post('/api/organiser/import/:kind/preview', options, async (request, reply) => {
    const kind = kindOf(request);
    const upload = parseInput(importUploadSchema, request.body);
    const sheet = await readUpload(kind, upload);
    const ctx = await loadImportContext(app.db);
    const { preview } = await checkUpload(app.db, kind, upload, sheet, ctx);
    return reply.send(importPreviewSchema.parse(preview));
  });

  app.post('/api/organiser/import/:kind', options, async (request, reply) => {
    const kind = kindOf(request);
    const { fingerprint, ...upload } = parseInput(importCommitSchema, request.body);
    const sheet = await readUpload(kind, upload);
    const result = await organiserWrite(app, request, async (trx) => {
      const ctx = await loadImportContext(trx);
      const { preview, plan } = await checkUpload(trx, kind, upload, sheet, ctx);
      if (preview.fingerprint !== fingerprint) throw conflict(CHANGED_SINCE_PREVIEW);
      if (preview.accepted === 0) {
        throw fileProblem('Geen enkele regel kan worden geïmporteerd: los de geweigerde regels op');
      }
      const audit = await IMPORT_HANDLERS[kind].write(trx, plan, ctx, {
        roundMessageDueAt: roundMessageDueAt(app.config),
      });
      const value: ImportResult = { ...preview, written: preview.accepted };
      const details = { ...audit.details, fileName: upload.fileName, refused: preview.refused };
      return { value, audit: { ...audit, details } };
    });
    return reply.send(importResultSchema.parse(result));
  });
}
