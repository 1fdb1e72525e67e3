// Participants' selections and transfers as the engine takes them.
import { selectieForRound } from '@clubelf/engine';
import type { Transfer } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { groupBy } from '../../lib/group-by';

export interface StoredSelectie {
  /** The initial 11 in slot order (empty until entered). */
  initial: number[];
  transfers: Transfer[];
}

/** The selection of one participant, or of all when no id is given. */
export async function loadSelecties(
  db: Db,
  deelnemerId?: number,
): Promise<Map<number, StoredSelectie>> {
  let slots = db.selectFrom('selectieSpeler').select(['deelnemerId', 'slot', 'playerId']);
  let transfers = db
    .selectFrom('transfer')
    .select(['id', 'deelnemerId', 'playerOutId', 'playerInId', 'fromRound']);
  if (deelnemerId !== undefined) {
    slots = slots.where('deelnemerId', '=', deelnemerId);
    transfers = transfers.where('deelnemerId', '=', deelnemerId);
  }
  const [slotRows, transferRows] = await Promise.all([
    slots.orderBy('deelnemerId').orderBy('slot').execute(),
    transfers.orderBy('id').execute(),
  ]);
  const slotsBy = groupBy(slotRows, (r) => r.deelnemerId);
  const transfersBy = groupBy(transferRows, (r) => r.deelnemerId);
  const result = new Map<number, StoredSelectie>();
  for (const id of new Set([...slotsBy.keys(), ...transfersBy.keys()])) {
    result.set(id, {
      initial: (slotsBy.get(id) ?? []).map((r) => r.playerId),
      transfers: transfersBy.get(id) ?? [],
    });
  }
  return result;
}

/** The 11 after every transfer. */
export function currentSelectie(selectie: StoredSelectie): number[] {
  return selectieForRound(selectie.initial, selectie.transfers, Number.MAX_SAFE_INTEGER);
}

/** Replaces the participant's initial 11 (slot order as given). */
export async function replaceSelectie(
  db: Db,
  deelnemerId: number,
  playerIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('selectieSpeler').where('deelnemerId', '=', deelnemerId).execute();
  await db
    .insertInto('selectieSpeler')
    .values(playerIds.map((playerId, slot) => ({ deelnemerId, slot, playerId })))
    .execute();
}

/** `door`: who made them, the participant himself or the organiser (migration 0016). */
export async function insertTransfers(
  db: Db,
  transfers: readonly Omit<Transfer, 'id'>[],
  door: 'deelnemer' | 'organisator' = 'organisator',
) {
  await db
    .insertInto('transfer')
    .values(
      transfers.map(({ deelnemerId, playerOutId, playerInId, fromRound }) => ({
        deelnemerId,
        playerOutId,
        playerInId,
        fromRound,
        door,
      })),
    )
    .execute();
}

export async function deleteTransfer(db: Db, id: number): Promise<void> {
  await db.deleteFrom('transfer').where('id', '=', id).execute();
}
