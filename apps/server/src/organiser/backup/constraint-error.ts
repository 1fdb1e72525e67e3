// A row the database refused for its constraints (a foreign key, a duplicate id) is the backup's
// fault, not the server's: answered 400 in Dutch, like every other problem of the file.
import { fieldProblem } from '../../http/errors';
import type { HttpError } from '../../http/errors';

/** A constraint of the database refused a row (SQLite or PostgreSQL class 23). */
export function isConstraintError(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && (code.startsWith('SQLITE_CONSTRAINT') || /^23\d{3}$/.test(code))
  );
}

export function rowsDoNotFit(error: Error): HttpError {
  return fieldProblem(
    'tables',
    `De back-up kan niet worden teruggezet: de gegevens passen niet bij elkaar (${error.message})`,
  );
}
