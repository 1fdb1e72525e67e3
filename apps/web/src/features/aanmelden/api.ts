import { queryOptions } from '@tanstack/react-query';
import type {
  AanmeldingCreated,
  AanmeldingOpen,
  AanmeldingProbleem,
  AanmeldingRequest,
  AanmeldingStatusAnswer,
  MijnResponse,
  RegelCheck,
} from '@clubelf/contract';
import { aanmeldingPaths, mijnPaths } from '@clubelf/contract/paths';
import { apiFetch, apiGet } from '../../lib/api-client';
import { httpErrorFrom } from '../../lib/http-error';
import type { CheckResult } from '../../lib/use-regel-check';

/** Whether the form takes enrolments, and the players, teams and rules it needs. */
export const aanmeldingOpenQuery = queryOptions({
  queryKey: ['aanmeldingen', 'open'],
  queryFn: ({ signal }) => apiGet<AanmeldingOpen>(aanmeldingPaths.open, signal),
  staleTime: 60_000,
});

/**
 * An answer the page shows itself: the result, or the server's Dutch sentence (and for a refused
 * enrolment every problem) for the refusals a visitor can meet. Anything else (no connection, a
 * server error) throws, and the one error handler shows its notice.
 */
export type PublicResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; problems: AanmeldingProbleem[] };

/** 400 refused, 403 closed, 404 unknown code, 409, 413 too large, 429 too many. */
const SHOWN_STATUSES = new Set([400, 403, 404, 409, 413, 429]);

interface Envelope {
  error?: { message?: unknown; details?: { problems?: unknown } };
}

/** Reads an answer into a PublicResult (exported for its test). */
export async function readPublicAnswer<T>(response: Response): Promise<PublicResult<T>> {
  if (response.ok) return { ok: true, data: (await response.json()) as T };
  if (!SHOWN_STATUSES.has(response.status)) throw await httpErrorFrom(response);
  const body = (await response.json().catch(() => ({}))) as Envelope;
  const message =
    typeof body.error?.message === 'string' && body.error.message
      ? body.error.message
      : response.status === 413
        ? 'Je aanmelding is te groot om te versturen.'
        : 'Dit lukte niet. Probeer het later nog een keer.';
  const problems = Array.isArray(body.error?.details?.problems)
    ? (body.error.details.problems as AanmeldingProbleem[])
    : [];
  return { ok: false, status: response.status, message, problems };
}

/** What the form sends: the consent as ticked or not (the server says why it must be). */
export type AanmeldingBody = Omit<AanmeldingRequest, 'toestemming'> & { toestemming: boolean };

/**
 * POST /api/aanmeldingen: 201 with the code, or why not. A signed-in participant sends it to
 * their own route (issue 27), so the enrolment carries their person and becomes their team.
 */
export async function sendAanmelding({
  body,
  signedIn,
}: {
  body: AanmeldingBody;
  signedIn: boolean;
}): Promise<PublicResult<AanmeldingCreated>> {
  const path = signedIn ? mijnPaths.aanmeldingen : aanmeldingPaths.aanmeldingen;
  const response = await apiFetch(path, { method: 'POST', body });
  return readPublicAnswer<AanmeldingCreated>(response);
}

/** What is known of the signed-in participant (GET /api/mijn, shared with Mijn superelf). */
export const bekendQuery = queryOptions({
  queryKey: ['mijn'],
  queryFn: ({ signal }) => apiGet<MijnResponse>(mijnPaths.mijn, signal),
  select: (mijn) => mijn.aanmelden,
});

/** The live check of the selection being picked (nothing is stored). */
export async function checkAanmeldSelectie(spelerIds: number[]): Promise<CheckResult> {
  const response = await apiFetch(aanmeldingPaths.check, {
    method: 'POST',
    body: { spelerIds },
  });
  const result = await readPublicAnswer<RegelCheck>(response);
  return result.ok ? result : { ok: false, message: result.message };
}

/** The status of one enrolment by its code (already normalised). */
export const aanmeldingStatusQuery = (code: string) =>
  queryOptions({
    queryKey: ['aanmeldingen', 'status', code],
    queryFn: async ({ signal }) =>
      readPublicAnswer<AanmeldingStatusAnswer>(
        await apiFetch(aanmeldingPaths.status(code), { signal }),
      ),
    staleTime: 0,
    retry: false,
  });
