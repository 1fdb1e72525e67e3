// Where a broken rule of new transfers belongs in the request that asked for them (the field of
// its problem in details.problems): the organiser's form sends a list of swaps
// (`transfers.0.playerInId`), the participant's page one swap (`playerInId`). The engine names
// the transfers a rule is about; the new ones are numbered from NEW_TRANSFER_ID in the order
// asked (checkNewTransfers), so NEW_TRANSFER_ID is the request's first.
import type { TransferFout } from '@clubelf/engine';

/**
 * The id of the first of a request's new transfers while they are checked, before the database
 * gives them theirs: above any stored id, because the engine applies a window's transfers in id
 * order and a new swap may build on a stored one (A for B stored, now B for C), and in the order
 * asked, as the database will number them.
 */
export const NEW_TRANSFER_ID = 2 ** 40;

/** Whether a transfer id is one of the request's new ones. */
export const isNewTransferId = (id: number): boolean => id >= NEW_TRANSFER_ID;

export interface AskedTransfer {
  playerOutId: number;
  playerInId: number;
}

/** Which asked transfer a rule is about, and which of its two players when it is about one. */
export interface TransferSpot {
  index: number;
  player: 'playerOutId' | 'playerInId' | null;
}

/** The field of a broken rule, given the swaps the request asked for. */
export type TransferField = (fout: TransferFout, asked: readonly AskedTransfer[]) => string | null;

/**
 * The one asked transfer a rule is about, or null when it is about several at once (the window's
 * count, or its 11 after two swaps) or only about stored ones.
 */
export function spotOf(fout: TransferFout, asked: readonly AskedTransfer[]): TransferSpot | null {
  const [id, ...more] = fout.transferIds ?? [];
  if (id === undefined || more.length > 0 || !isNewTransferId(id)) return null;
  const index = id - NEW_TRANSFER_ID;
  const pair = asked[index];
  if (!pair) return null;
  if (fout.rule === 'uit') return { index, player: 'playerOutId' };
  if (fout.rule === 'in') return { index, player: 'playerInId' };
  if (fout.rule === 'onbekend') {
    return {
      index,
      player: fout.playerIds?.includes(pair.playerInId) ? 'playerInId' : 'playerOutId',
    };
  }
  // Positions that differ, or the 11 after this one swap: the swap as a whole.
  return { index, player: null };
}

/** The organiser's form: `transfers.{i}.{player}`, `transfers.{i}`, or the list itself. */
export const organiserTransferField: TransferField = (fout, asked) => {
  const spot = spotOf(fout, asked);
  if (!spot) return 'transfers';
  return spot.player ? `transfers.${spot.index}.${spot.player}` : `transfers.${spot.index}`;
};

/**
 * The participant's one swap: the player going out when he is not in the 11, the request as a
 * whole when the window is full, else the player coming in (the 11 was valid before him).
 */
export const participantTransferField: TransferField = (fout, asked) => {
  if (fout.rule === 'max-transfers') return null;
  return spotOf(fout, asked)?.player ?? 'playerInId';
};
