// The preview of an import: every row with its status, and a fingerprint of what writing would
// do, so the write can tell whether the data changed since the organiser saw the preview.
import { createHash } from 'node:crypto';
import type { ImportKind, ImportPreview, ImportUpload } from '@clubelf/contract';
import type { Db } from '../../db/database';
import type { ImportContext } from './import-context';
import type { UploadedSheet } from './import-upload';
import { IMPORT_HANDLERS } from './kinds';

export interface CheckedUpload {
  preview: ImportPreview;
  plan: unknown;
}

export async function checkUpload(
  db: Db,
  kind: ImportKind,
  upload: ImportUpload,
  sheet: UploadedSheet,
  ctx: ImportContext,
): Promise<CheckedUpload> {
  // Only a round's events belong to a speelronde.
  const ronde = kind === 'spelerevents' ? (upload.ronde ?? null) : null;
  const { rows, plan } = await IMPORT_HANDLERS[kind].check(db, sheet.rows, ctx, ronde);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ kind, ronde, file: sheet.fileHash, rows, plan }))
    .digest('base64url');
  const accepted = rows.filter((r) => r.status === 'accepted').length;
  return {
    preview: {
      kind,
      fileName: upload.fileName,
      sheetName: sheet.sheetName,
      ronde,
      rows,
      accepted,
      refused: rows.length - accepted,
      warnings: sheet.warnings,
      fingerprint,
    },
    plan,
  };
}
