// A participant's own transfers (issue 27, item 3): the team's state in the window, the live
// check of one swap, saving it and undoing one. Writes throw HttpError with the server's Dutch
// message (a broken rule: 400; after the deadline or a stale version: 409).
import type {
  MijnTransferCheckRequest,
  MijnTransferRequest,
  MijnTransfersResponse,
  RegelCheck,
  SpelerRow,
} from '@clubelf/contract';
import { apiPaths, mijnPaths } from '@clubelf/contract/paths';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { HttpError, apiGet, apiRequest } from '../../lib/api-client';
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

/** A write's answer for the page: the data, or why not (the server's Dutch sentence). */
export type WriteResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** 409: the deadline passed or another tab changed the team; reloading helps. */
      stale: boolean;
      message: string;
    };

const NOT_SAVED = 'Opslaan lukte niet. Controleer je verbinding en probeer het opnieuw.';

/**
 * The page shows a refusal beside what it refuses, so a write does not throw (a thrown error
 * would also raise the site's general "Oeps" banner).
 */
async function attempt<T>(request: Promise<T>): Promise<WriteResult<T>> {
  try {
    return { ok: true, data: await request };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500)
      return { ok: false, stale: error.status === 409, message: error.message };
    return { ok: false, stale: false, message: NOT_SAVED };
  }
}

export const saveTransfer = (deelnemerId: number, body: MijnTransferRequest) =>
  attempt(
    apiRequest<MijnTransfersResponse>(mijnPaths.transfers(deelnemerId), {
      method: 'POST',
      body,
    }),
  );

export const undoTransfer = (deelnemerId: number, transferId: number, version: number) =>
  attempt(
    apiRequest<unknown>(`${mijnPaths.transfer(deelnemerId, transferId)}?version=${version}`, {
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
