// What the restore's content rules share (backup-row-rules.ts, season-rules.ts): the database's
// own spellings (flags as 0/1, JSON as text), a row's columns checked by a schema, and the
// Dutch texts of the problems.
import type { BackupFile } from '@clubelf/contract';
import { z } from 'zod';
import { dutchIssueMessage } from '../../http/parse-request';

export type Row = BackupFile['tables'][string][number];

/** A boolean as the database keeps it. */
export const flag = z.union([z.literal(0), z.literal(1)], { error: 'moet 0 of 1 zijn' });

/** A JSON text whose content must pass the schema. */
export function jsonOf<S extends z.ZodType>(schema: S) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is geen geldige JSON', input: text });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** A row's columns (picked by name) checked by one schema; a table may have several. */
export interface RowRule {
  columns: readonly string[];
  schema: z.ZodType;
}

export const rule = (schema: z.ZodType, ...columns: string[]): RowRule => ({ schema, columns });

/** The value shown in a message: short, so a 2 MB cell does not fill the answer. */
export function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * The API's Dutch texts; "ontbreekt" for an absent field; for a value outside a list:
 * "'x' bestaat niet (kies uit ...)".
 */
export function backupIssueMessage(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'ontbreekt';
  if (issue.code === 'invalid_value' && issue.input !== undefined) {
    return `'${shown(issue.input)}' bestaat niet (kies uit ${issue.values.map(String).join(', ')})`;
  }
  return dutchIssueMessage(issue);
}

export function pick(row: Row, columns: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((c) => [c, row[c]]));
}

/** Each issue of a failed parse as "<where>: <path> <message>". */
export function issueProblems(where: string, error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `${where}: ${issue.path.map(String).join('.')} ${issue.message}`,
  );
}

/** A season row counts as the current one unless it says otherwise (the column's default). */
export const isCurrentRow = (row: Row) => row.isCurrent !== 0;
