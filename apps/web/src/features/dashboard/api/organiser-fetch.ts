import { readApiKey } from '../../../lib/api-key';
import { requestHeaders } from '../../../lib/request-headers';
import { getToken } from '../../auth';
import { parseFieldErrors, type FieldErrors } from './field-errors';

export type OrganiserMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OrganiserFailure {
  ok: false;
  /** null: no answer at all (network down). */
  status: number | null;
  /** The envelope's code, e.g. 'conflict' for another organiser's change. */
  code: string | null;
  /** Dutch, for the organiser. */
  message: string;
  /** A 400 split per field. */
  problems: FieldErrors;
}

export type OrganiserResult<T> = { ok: true; data: T } | OrganiserFailure;

const NO_PROBLEMS: FieldErrors = { fields: {}, general: [] };

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
  if (status === 429) return FAILURE_MESSAGES.busy;
  return FAILURE_MESSAGES.unknown;
}

async function readEnvelope(
  response: Response,
): Promise<{ code: string | null; message: string | null }> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    return {
      code: typeof body.error?.code === 'string' ? body.error.code : null,
      message: typeof body.error?.message === 'string' ? body.error.message : null,
    };
  } catch {
    return { code: null, message: null };
  }
}

/** Sends one organiser request with the headers every API write needs. */
export async function organiserFetch(
  url: string,
  method: OrganiserMethod,
  body?: unknown,
): Promise<Response | null> {
  const hasBody = body !== undefined;
  const headers = requestHeaders({
    method,
    url,
    origin: window.location.origin,
    apiKey: readApiKey(),
    token: getToken(),
    cookies: document.cookie,
    hasBody,
  });
  try {
    return await fetch(url, {
      method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
    });
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
  const { code, message } = await readEnvelope(response);
  return {
    ok: false,
    status: response.status,
    code,
    message: failureMessage(response.status, message),
    problems: response.status === 400 && message ? parseFieldErrors(message) : NO_PROBLEMS,
  };
}
