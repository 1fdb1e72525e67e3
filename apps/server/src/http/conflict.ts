// Optimistic locking: a write names the version it was based on; another organiser's write in
// between raised it, and this one is refused instead of overwriting.
import { CONFLICT_MESSAGE } from '@clubelf/contract/organiser/paths';
import { HttpError } from './errors';

export const conflict = (message = CONFLICT_MESSAGE) => new HttpError(409, 'conflict', message);

/** 409 with a reason why the write cannot be done in the data's present state. */
export const refused = (message: string) => new HttpError(409, 'conflict', message);

/** A unique constraint refused the row (SQLite or PostgreSQL): a concurrent write won. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}
