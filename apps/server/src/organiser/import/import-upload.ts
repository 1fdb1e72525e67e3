// From the uploaded body to the rows of the right sheet: decode, open, find the columns.
import { createHash } from 'node:crypto';
import { IMPORT_COLUMNS, MAX_IMPORT_FILE_BYTES } from '@clubelf/contract';
import type { ImportKind, ImportUpload } from '@clubelf/contract';
import { fieldProblem } from '../../http/errors';
import { detectFileType, loadWorkbook } from './read-workbook';
import { readSheet } from './sheet-rows';
import type { SheetTable } from './sheet-rows';

export interface UploadedSheet extends SheetTable {
  /** sha256 of the file's bytes: part of the preview's fingerprint. */
  fileHash: string;
}

export async function readUpload(kind: ImportKind, upload: ImportUpload): Promise<UploadedSheet> {
  // Asked before the file is opened: without it a round's events cannot be placed.
  if (kind === 'spelerevents' && upload.ronde === undefined)
    throw fieldProblem('ronde', 'ronde ontbreekt');
  const bytes = Buffer.from(upload.content, 'base64');
  if (bytes.length > MAX_IMPORT_FILE_BYTES) {
    throw fieldProblem(
      'content',
      `content mag hoogstens een bestand van ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB bevatten`,
    );
  }
  const workbook = await loadWorkbook(bytes, detectFileType(bytes, upload.fileName));
  const table = readSheet(workbook, IMPORT_COLUMNS[kind]);
  return { ...table, fileHash: createHash('sha256').update(bytes).digest('base64url') };
}
