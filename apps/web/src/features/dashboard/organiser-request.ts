import { HttpError, apiRequest } from '../../lib/api-client';

export type OrganiserOutcome = { ok: true } | { ok: false; status: number | null; message: string };

const UNKNOWN = 'Er ging iets mis bij het opslaan. Probeer het later nog een keer.';
const SIGNED_OUT = 'Je sessie is verlopen. Log opnieuw in.';

/**
 * A write by the organiser. The answer is shown next to the form it came from, so these
 * failures do not go through the shared 'Oeps' handler; a 401 means the token is no longer
 * accepted and the caller signs the user out.
 */
export async function organiserWrite(
  url: string,
  method: 'PUT' | 'POST',
  body: unknown,
): Promise<OrganiserOutcome> {
  try {
    await apiRequest<unknown>(url, { method, body });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof HttpError)) return { ok: false, status: null, message: UNKNOWN };
    if (error.status === 401) return { ok: false, status: 401, message: SIGNED_OUT };
    // A 400 carries the server's own Dutch sentence about what is wrong.
    return {
      ok: false,
      status: error.status,
      message: error.status === 400 ? error.message : UNKNOWN,
    };
  }
}
