import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiFetch } from '../../../lib/api-client';
import { fileNameOf } from '../../../lib/content-disposition';
import { saveBlob } from '../../../lib/save-blob';
import { NO_PROBLEMS, problemsOf, sortProblems, type FieldErrors } from './field-problems';

// The dashboard's one API client: every organiser write (and download) goes through here. The
// headers (bearer token, XSRF, API key) come from lib/api-client; the answer, good or bad, is
// turned into an OrganiserResult that the form it came from shows.

export type OrganiserMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OrganiserFailure {
  ok: false;
  /** null: no answer at all (network down). */
  status: number | null;
  /** The envelope's code, e.g. 'conflict' for another organiser's change. */
  code: string | null;
  /** Dutch, for the organiser. */
  message: string;
  /** A 400's problems (error.details.problems) sorted per field. */
  problems: FieldErrors;
}

export type OrganiserResult<T> = { ok: true; data: T } | OrganiserFailure;

export const FAILURE_MESSAGES = {
  offline: 'De server is niet bereikbaar. Controleer de verbinding en probeer het opnieuw.',
  signedOut: 'Je sessie is verlopen. Log opnieuw in.',
  forbidden: 'De beveiligingscontrole van je sessie is mislukt. Laad de pagina opnieuw.',
  notFound: 'Dit bestaat niet (meer). Laad de gegevens opnieuw.',
  tooLarge: 'Het bestand is te groot.',
  busy: 'Te veel verzoeken achter elkaar. Wacht even en probeer het opnieuw.',
  unknown: 'Er ging iets mis bij het opslaan. Probeer het later nog een keer.',
} as const;

function failureMessage(status: number, serverMessage: string | null): string {
  // 400 and 409 carry the server's own Dutch sentence about what is wrong.
  if ((status === 400 || status === 409 || status === 422) && serverMessage) return serverMessage;
  if (status === 401) return FAILURE_MESSAGES.signedOut;
  if (status === 403) return FAILURE_MESSAGES.forbidden;
  if (status === 404) return serverMessage ?? FAILURE_MESSAGES.notFound;
  if (status === 413) return FAILURE_MESSAGES.tooLarge;
  // The server's 429 says in Dutch how long to wait (e.g. too many password attempts).
  if (status === 429) return serverMessage ?? FAILURE_MESSAGES.busy;
  return FAILURE_MESSAGES.unknown;
}

async function readEnvelope(
  response: Response,
): Promise<{ code: string | null; message: string | null; details: unknown }> {
  try {
    const body = (await response.json()) as {
      error?: { code?: unknown; message?: unknown; details?: unknown };
    };
    return {
      code: typeof body.error?.code === 'string' ? body.error.code : null,
      message: typeof body.error?.message === 'string' ? body.error.message : null,
      details: body.error?.details,
    };
  } catch {
    return { code: null, message: null, details: undefined };
  }
}

/** Sends one organiser request; null when the server could not be reached. */
async function organiserFetch(
  url: string,
  method: OrganiserMethod,
  body?: unknown,
): Promise<Response | null> {
  try {
    return await apiFetch(url, { method, body });
  } catch {
    return null;
  }
}

/**
 * An organiser call whose answer (good or bad) is shown next to the form it came from, so its
 * failures do not go to the shared 'Oeps' banner.
 */
export async function organiserSend<T>(
  url: string,
  method: OrganiserMethod,
  body?: unknown,
): Promise<OrganiserResult<T>> {
  const response = await organiserFetch(url, method, body);
  if (!response) {
    return {
      ok: false,
      status: null,
      code: null,
      message: FAILURE_MESSAGES.offline,
      problems: NO_PROBLEMS,
    };
  }
  if (response.ok) {
    const text = response.status === 204 ? '' : await response.text();
    return { ok: true, data: (text ? JSON.parse(text) : undefined) as T };
  }
  const { code, message, details } = await readEnvelope(response);
  return {
    ok: false,
    status: response.status,
    code,
    message: failureMessage(response.status, message),
    problems: response.status === 400 ? sortProblems(problemsOf(details)) : NO_PROBLEMS,
  };
}

/** Fetches an organiser file (a backup, an export) and hands it to the browser's save dialog. */
export async function downloadOrganiserFile(
  url: string,
  fallbackName: string,
): Promise<OrganiserResult<{ fileName: string; size: number }>> {
  const response = await organiserFetch(url, 'GET');
  if (!response?.ok) {
    // Read the failure the same way as any other organiser call.
    return (await organiserSend<never>(url, 'GET')) as OrganiserResult<{
      fileName: string;
      size: number;
    }>;
  }
  const blob = await response.blob();
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, fileName);
  return { ok: true, data: { fileName, size: blob.size } };
}

/**
 * The sentence the settings and password forms show for a failed save: the server's own for a
 * 400 or 409 (e.g. the season is closed), the sign-in one for a 401 (the caller then signs the
 * user out), otherwise a general one.
 */
export function saveFailureMessage(failure: OrganiserFailure): string {
  if (failure.status === 401) return FAILURE_MESSAGES.signedOut;
  if (failure.status === 400 || failure.status === 409) return failure.message;
  return FAILURE_MESSAGES.unknown;
}

/**
 * The three writes of one kind of record (a club, a player, a match...): create on the list's
 * path, update and delete on the record's own path; a delete names the version it saw.
 */
export function recordWrites<Row, Create, Update>(list: string, one: (id: number) => string) {
  return {
    create: (body: Create) => organiserSend<Row>(list, 'POST', body),
    update: (id: number, body: Update) => organiserSend<Row>(one(id), 'PUT', body),
    remove: (record: { id: number; version: number }) =>
      organiserSend<unknown>(organiserPaths.withVersion(one(record.id), record.version), 'DELETE'),
  };
}
