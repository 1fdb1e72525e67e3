// Spreadsheet import (preview, then write) and the standings export of the organiser's
// dashboard. Files travel as base64 inside a JSON body.
import { z } from 'zod';
import { LIMITS } from './common';
import { IMPORT_KINDS, MAX_IMPORT_FILE_BYTES } from './import-paths';

export * from './import-paths';

export const importKindSchema = z.enum(IMPORT_KINDS);

const MAX_BASE64_LENGTH = 4 * Math.ceil(MAX_IMPORT_FILE_BYTES / 3);

/** POST .../import/{kind}/preview: the file, and for spelerevents the speelronde. */
export const importUploadSchema = z.strictObject({
  fileName: z
    .string()
    .trim()
    .min(1, 'mag niet leeg zijn')
    .max(255, 'mag hoogstens 255 tekens hebben')
    .regex(/\.(xlsx|csv)$/i, 'moet een .xlsx- of .csv-bestand zijn'),
  /** The file's bytes in base64. */
  content: z
    .string()
    .min(1, 'mag niet leeg zijn')
    .max(
      MAX_BASE64_LENGTH,
      `mag hoogstens een bestand van ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB bevatten`,
    )
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'moet base64 zijn'),
  /** spelerevents only: the speelronde the events belong to. */
  ronde: z
    .number()
    .int('moet een geheel getal zijn')
    .min(1, 'moet minstens 1 zijn')
    .max(LIMITS.maxRounds, `moet hoogstens ${LIMITS.maxRounds} zijn`)
    .optional(),
});
export type ImportUpload = z.infer<typeof importUploadSchema>;

/** POST .../import/{kind}: the same file and the fingerprint of the preview it was based on. */
export const importCommitSchema = importUploadSchema.extend({
  fingerprint: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'moet de fingerprint van het voorbeeld zijn'),
});
export type ImportCommit = z.infer<typeof importCommitSchema>;

export const importProblemSchema = z.object({
  /** The column the problem is in; null for the row as a whole. */
  column: z.string().nullable(),
  /** Dutch, says what is wrong. */
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importRowSchema = z.object({
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  /** What the row is about: a name, or a match. */
  label: z.string(),
  status: z.enum(['accepted', 'refused']),
  /** For an accepted row: a new record, or one that replaces what was stored. */
  action: z.enum(['create', 'replace']).nullable(),
  /** Dutch remarks on an accepted row, e.g. that a new team is made for it. */
  notes: z.array(z.string()),
  /** Every reason a refused row is refused (empty when accepted). */
  problems: z.array(importProblemSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/**
 * The answer of the preview (nothing written) and, with `written`, of the import. Refused rows
 * are never written; the accepted ones are written together, in one transaction.
 */
export const importPreviewSchema = z.object({
  kind: importKindSchema,
  fileName: z.string(),
  sheetName: z.string(),
  ronde: z.number().int().nullable(),
  rows: z.array(importRowSchema),
  accepted: z.number().int(),
  refused: z.number().int(),
  /** Dutch remarks on the file, e.g. a column that is not read. */
  warnings: z.array(z.string()),
  /** Send it with the import: a 409 answers when the data changed since the preview. */
  fingerprint: z.string(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = importPreviewSchema.extend({
  written: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
