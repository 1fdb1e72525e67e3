import { HttpError } from './http-error';

export const USER_ERROR_MESSAGE = 'Oeps... Er ging iets fout. Probeer het later nog een keer.';

type Listener = (message: string) => void;
const listeners = new Set<Listener>();

/** The error banner subscribes here; returns the unsubscribe function. */
export function onUserError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The one shared error handler (docs/spec.md section 8): every failed data call ends here. A server
 * answer logs its status and message, anything else (network down, a bug) logs as client-side;
 * the visitor always gets the same friendly sentence.
 */
export function handleError(error: unknown): void {
  if (error instanceof HttpError) {
    console.error(`Backend returned code ${error.status}, body was: ${error.message}`);
  } else {
    console.error('An error occurred:', error instanceof Error ? error.message : error);
  }
  for (const listener of listeners) listener(USER_ERROR_MESSAGE);
}
