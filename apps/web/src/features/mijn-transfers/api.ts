// A participant's own transfers (issue 27, item 3): the team's state in the window, the live
// check of one swap, saving it and undoing one. A write answers the server's Dutch message and
// each broken rule (a 400's details.problems; after the deadline or a stale version: 409).
import type {
  MijnTransferCheckRequest,
  MijnTransferRequest,
  MijnTransfersResponse,
  RegelCheck,
  SpelerRow,
} from '@clubelf/contract';
import { apiPaths, mijnPaths } from '@clubelf/contract/paths';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { HttpError, apiFetch, apiGet, apiRequest } from '../../lib/api-client';
import type { CheckResult } from '../../lib/use-regel-check';

export const mijnTransfersQuery = (deelnemerId: number) =>
  queryOptions({
    queryKey: ['mijn', 'transfers', deelnemerId],
    queryFn: ({ signal }) =>
      apiGet<MijnTransfersResponse>(mijnPaths.transfers(deelnemerId), signal),
  });

/** Every player of the season with position, club and status (the public list, shared key). */
export const alleSpelersQuery = queryOptions({
  queryKey: ['spelers', 'totaalscore'],
  queryFn: ({ signal }) => apiGet<SpelerRow[]>(apiPaths.spelers('totaalscore'), signal),
});

const UNKNOWN = 'De regels konden niet worden gecontroleerd. Probeer het zo nog eens.';

export async function checkTransfer(
  deelnemerId: number,
  body: MijnTransferCheckRequest,
): Promise<CheckResult> {
  try {
    const data = await apiRequest<RegelCheck>(mijnPaths.transfersCheck(deelnemerId), {
      method: 'POST',
      body,
    });
    return { ok: true, data };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof HttpError && error.status < 500 ? error.message : UNKNOWN,
    };
  }
}

/** A write's answer for the page: the data, or why not (the server's Dutch sentences). */
export type WriteResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** 409: the deadline passed or another tab changed the team; reloading helps. */
      stale: boolean;
      message: string;
      /** Each broken rule on its own (details.problems), for a list; none when it names none. */
      problems: string[];
    };

const NOT_SAVED = 'Opslaan lukte niet. Controleer je verbinding en probeer het opnieuw.';
const notSaved = (): WriteResult<never> => ({
  ok: false,
  stale: false,
  message: NOT_SAVED,
  problems: [],
});

interface Envelope {
  error?: { message?: unknown; details?: { problems?: unknown } };
}

/** The messages of the envelope's problems, as the server wrote them. */
function problemMessages(problems: unknown): string[] {
  if (!Array.isArray(problems)) return [];
  return problems.flatMap((p: unknown) => {
    const message = (p as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? [message] : [];
  });
}

/**
 * A write's answer as the page shows it: the data (none for a 204), or the server's refusal with
 * its problems; a server error as "not saved" (exported for its test).
 */
export async function readWrite<T>(response: Response): Promise<WriteResult<T>> {
  if (response.ok) {
    return { ok: true, data: (response.status === 204 ? undefined : await response.json()) as T };
  }
  if (response.status >= 500) return notSaved();
  const body = (await response.json().catch(() => ({}))) as Envelope;
  const message = body.error?.message;
  return {
    ok: false,
    stale: response.status === 409,
    message:
      typeof message === 'string' && message
        ? message
        : response.statusText || `HTTP ${response.status}`,
    problems: problemMessages(body.error?.details?.problems),
  };
}

/**
 * The page shows a refusal beside what it refuses, so a write does not throw (a thrown error
 * would also raise the site's general "Oeps" banner); no connection is "not saved".
 */
async function attempt<T>(request: () => Promise<Response>): Promise<WriteResult<T>> {
  try {
    return await readWrite<T>(await request());
  } catch {
    return notSaved();
  }
}

export const saveTransfer = (deelnemerId: number, body: MijnTransferRequest) =>
  attempt<MijnTransfersResponse>(() =>
    apiFetch(mijnPaths.transfers(deelnemerId), { method: 'POST', body }),
  );

export const undoTransfer = (deelnemerId: number, transferId: number, version: number) =>
  attempt<undefined>(() =>
    apiFetch(`${mijnPaths.transfer(deelnemerId, transferId)}?version=${version}`, {
      method: 'DELETE',
    }),
  );

/**
 * After a save or an undo: this team's state, the person's own page (its window and teams) and
 * the public player lists (who picked whom) are stale; nothing else.
 */
export async function afterTransferWrite(queryClient: QueryClient, deelnemerId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: mijnTransfersQuery(deelnemerId).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['mijn'], exact: true }),
    queryClient.invalidateQueries({ queryKey: ['spelers'] }),
  ]);
}
