// A row's values through the contract schema of the organiser endpoint that would take them, so
// a row is held to the same rules as the form; each problem lands on its column.
import type { z } from 'zod';
import type { FieldProblem } from '../../http/errors';
import { dutchIssueMessage } from '../../http/parse-request';
import type { RowCheck } from './row-check';

export function checkWithSchema<S extends z.ZodType>(
  check: RowCheck,
  schema: S,
  value: z.input<S>,
  columns: Record<string, string>,
): z.output<S> | undefined {
  const parsed = schema.safeParse(value, { error: dutchIssueMessage });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const column = columns[field] ?? null;
    check.refuse(column, `${column ?? field} ${issue.message}`);
  }
  return undefined;
}

/**
 * Refuses the row for the problems of an organiser service ('name: ...', 'round mag ...'): each
 * lands on the column of its field, with the column's name in place of the field's that starts
 * its message.
 */
export function refuseServiceProblems(
  check: RowCheck,
  problems: readonly FieldProblem[],
  columns: Record<string, string>,
): void {
  for (const { field, message } of problems) {
    const column = field === null ? undefined : columns[field];
    const named = column !== undefined && message.startsWith(field!);
    check.refuse(column ?? null, named ? `${column}${message.slice(field!.length)}` : message);
  }
}
