// A participant's 11 and his transfers, checked with the engine's own rules (validateSelectie,
// validateTransfers): the dashboard's live check, its saves and the spreadsheet import agree.
import type { RegelFout } from '@clubelf/contract';
import { validateSelectie, validateTransfers } from '@clubelf/engine';
import type { GameSettings, SelectieFout, Transfer, TransferFout } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { loadSpelerPool } from '../spelers/speler-repository';
import { replaceSelectie } from './selectie-repository';
import type { StoredSelectie } from './selectie-repository';

export const toRegelFout = (fout: SelectieFout | TransferFout): RegelFout => ({
  rule: fout.rule,
  message: fout.message,
  playerIds: fout.playerIds ?? [],
});

/** 400 whose message lists every broken rule. */
export function refuseFouten(fouten: RegelFout[], intro = ''): never {
  throw badRequest(`${intro}${fouten.map((f) => f.message).join(' ')}`);
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

/** The rules the participant's transfers break on top of `initial`, only those of `concerning`. */
export async function transferFouten(
  db: Db,
  settings: GameSettings,
  initial: number[],
  transfers: Transfer[],
  concerning?: (fout: TransferFout) => boolean,
): Promise<RegelFout[]> {
  const pool = await loadSpelerPool(db);
  return validateTransfers(initial, transfers, pool.spelers, settings, pool.clubNames)
    .filter((f) => concerning?.(f) ?? true)
    .map(toRegelFout);
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
  if (fouten.length > 0) refuseFouten(fouten);
  if (stored.transfers.length > 0) {
    const broken = await transferFouten(trx, settings, playerIds, stored.transfers);
    if (broken.length > 0)
      refuseFouten(broken, 'De transfers van deze deelnemer passen dan niet meer: ');
  }
  await replaceSelectie(trx, deelnemerId, playerIds);
}
