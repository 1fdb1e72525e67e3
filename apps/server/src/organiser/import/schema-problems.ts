// A row's values through the contract schema of the organiser endpoint that would take them, so
// a row is held to the same rules as the form; each problem lands on its column.
import type { z } from 'zod';
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
 * Refuses the row for the messages of an organiser service ('name: ...', 'round mag ...'): each
 * lands on the column of the field it names, with the column's name in place of the field's.
 */
export function refuseServiceProblems(
  check: RowCheck,
  messages: readonly string[],
  columns: Record<string, string>,
): void {
  for (const message of messages) {
    const field = /^(\w+)(?=:? )/.exec(message)?.[1];
    const column = field ? columns[field] : undefined;
    check.refuse(column ?? null, column ? `${column}${message.slice(field!.length)}` : message);
  }
}
