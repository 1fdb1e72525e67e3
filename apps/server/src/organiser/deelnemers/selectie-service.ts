// A participant's 11 and his transfers, checked with the engine's own rules (validateSelectie,
// validateTransfers): the dashboard's live check, its saves and the spreadsheet import agree.
import type { RegelFout } from '@clubelf/contract';
import { validateSelectie, validateTransfers } from '@clubelf/engine';
import type { GameSettings, SelectieFout, Transfer, TransferFout } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { HttpError, type FieldProblem } from '../../http/errors';
import { loadSpelerPool } from '../spelers/speler-repository';
import { replaceSelectie } from './selectie-repository';
import type { StoredSelectie } from './selectie-repository';

export const toRegelFout = (fout: SelectieFout | TransferFout): RegelFout => ({
  rule: fout.rule,
  message: fout.message,
  playerIds: fout.playerIds ?? [],
});

/**
 * A broken rule as one problem of a refused request, in the enrolment's shape (field, rule,
 * message, players): `field` is what the form shows it under, null for the request as a whole.
 */
export type RegelProbleem = FieldProblem & RegelFout;

/** Every broken rule under one field. */
export const under =
  (field: string | null) =>
  (fout: RegelFout): RegelProbleem => ({ field, ...fout });

/** Words before a refusal's rules, ending in ': '. */
export interface RefusalWords {
  /** What was refused: before the message only (a form says so above the problems already). */
  headline?: string;
  /** Why the rules apply at all: before the message and each problem, which then says it too. */
  reason?: string;
}

/**
 * 400 with one problem per broken rule in `details.problems`; the message joins them, for a
 * client that shows only it.
 */
export function refuseFouten(
  problems: readonly RegelProbleem[],
  { headline = '', reason = '' }: RefusalWords = {},
): never {
  const joined = problems.map((p) => p.message).join(' ');
  throw new HttpError(400, 'bad_request', `${headline}${reason}${joined}`, {
    problems: problems.map((p) => ({ ...p, message: `${reason}${p.message}` })),
  });
}

/**
 * The rules a selection breaks in `round`. Players the participant already has (`kept`) may
 * stay although they left the league since.
 */
export async function selectieFouten(
  db: Db,
  settings: GameSettings,
  playerIds: number[],
  round: number,
  kept: Iterable<number> = [],
): Promise<RegelFout[]> {
  const pool = await loadSpelerPool(db);
  return validateSelectie(playerIds, pool.spelers, settings, round, pool.clubNames, {
    kept: new Set(kept),
  }).map(toRegelFout);
}

/**
 * The rules the participant's transfers break on top of `initial`, only those of `concerning`,
 * as the engine names them (with the transfers each is about).
 */
export async function brokenTransferRules(
  db: Db,
  settings: GameSettings,
  initial: number[],
  transfers: Transfer[],
  concerning?: (fout: TransferFout) => boolean,
): Promise<TransferFout[]> {
  const pool = await loadSpelerPool(db);
  return validateTransfers(initial, transfers, pool.spelers, settings, pool.clubNames).filter(
    (f) => concerning?.(f) ?? true,
  );
}

/** The rules the participant's transfers break on top of `initial`, as the API names them. */
export async function transferFouten(
  db: Db,
  settings: GameSettings,
  initial: number[],
  transfers: Transfer[],
): Promise<RegelFout[]> {
  return (await brokenTransferRules(db, settings, initial, transfers)).map(toRegelFout);
}

/**
 * Checks and writes the initial 11 (in force from speelronde 1). The stored transfers must still
 * fit on top of it. Throws a 400 listing every broken rule.
 */
export async function saveSelectie(
  trx: Db,
  settings: GameSettings,
  deelnemerId: number,
  playerIds: number[],
  stored: StoredSelectie,
): Promise<void> {
  const fouten = await selectieFouten(trx, settings, playerIds, 1, stored.initial);
  if (fouten.length > 0) refuseFouten(fouten.map(under('playerIds')));
  if (stored.transfers.length > 0) {
    const broken = await transferFouten(trx, settings, playerIds, stored.transfers);
    // The new 11 is what breaks them: the form shows it under the selection.
    if (broken.length > 0)
      refuseFouten(broken.map(under('playerIds')), {
        reason: 'De transfers van deze deelnemer passen dan niet meer: ',
      });
  }
  await replaceSelectie(trx, deelnemerId, playerIds);
}
