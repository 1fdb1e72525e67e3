// Transfers inside the open transfer window, for the organiser's form and the participant's own
// (issue 27): the one place that checks them with the engine's validateTransfers on top of
// everything the participant already did, stores them from the window's speelronde on, and undoes
// one. Who may call it when (the deadline, whose team) is the caller's.
import type { OrganiserDeelnemer, RegelFout } from '@clubelf/contract';
import type { Transfer, TransferFout } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { refused } from '../../http/conflict';
import { roundHasResults } from '../../read-model/season-repository';
import { requireSeason } from '../seizoen/season-state';
import {
  openTransferWindow,
  type OpenWindow,
} from '../transferperiodes/transferperiode-repository';
import { bumpDeelnemerVersion, getDeelnemer } from './deelnemer-repository';
import { deleteTransfer, insertTransfers, loadSelecties } from './selectie-repository';
import {
  brokenTransferRules,
  refuseFouten,
  toRegelFout,
  transferFouten,
  under,
} from './selectie-service';
import { isNewTransferId, NEW_TRANSFER_ID, type TransferField } from './transfer-fields';

export interface TransferPair {
  playerOutId: number;
  playerInId: number;
}

/** Who made a transfer (transfer.door, migration 0016). */
export type TransferDoor = 'deelnemer' | 'organisator';

export const GEEN_TRANSFERPERIODE = 'Er is geen transferperiode open.';

/** The open window whose speelronde has not started, or 409 naming why transfers cannot be made. */
export async function requireOpenWindow(db: Db): Promise<OpenWindow> {
  const window = await openTransferWindow(db);
  if (!window) throw refused(GEEN_TRANSFERPERIODE);
  if (await roundHasResults(db, window.fromRound)) {
    throw refused(
      `De transferperiode gaat in vanaf speelronde ${window.fromRound}, maar die speelronde heeft al uitslagen.`,
    );
  }
  return window;
}

export interface CheckedTransfers {
  deelnemer: OrganiserDeelnemer;
  fromRound: number;
  /** The new transfers, negative ids until stored. */
  added: Transfer[];
  /** The rules they break (only those that concern them). */
  fouten: RegelFout[];
  /** The same rules as the engine names them, with the transfers each is about. */
  broken: TransferFout[];
}

/** The new transfers with the rules they break, on top of the participant's stored ones. */
export async function checkNewTransfers(
  db: Db,
  deelnemerId: number,
  pairs: readonly TransferPair[],
): Promise<CheckedTransfers> {
  const season = await requireSeason(db);
  const deelnemer = await getDeelnemer(db, deelnemerId);
  if (deelnemer.selectie.length === 0) throw refused(`${deelnemer.name} heeft nog geen selectie.`);
  const { fromRound } = await requireOpenWindow(db);
  const stored = (await loadSelecties(db, deelnemerId)).get(deelnemerId) ?? {
    initial: [],
    transfers: [],
  };
  const added: Transfer[] = pairs.map((t, i) => ({
    id: NEW_TRANSFER_ID + i,
    deelnemerId,
    fromRound,
    playerOutId: t.playerOutId,
    playerInId: t.playerInId,
  }));
  const isNew = (f: TransferFout) => !f.transferIds || f.transferIds.some(isNewTransferId);
  const broken = await brokenTransferRules(
    db,
    season.settings,
    stored.initial,
    [...stored.transfers, ...added],
    isNew,
  );
  return { deelnemer, fromRound, added, fouten: broken.map(toRegelFout), broken };
}

/**
 * Stores the transfers after the version check (409 when stale; the participant's row stays
 * locked until commit, so two saves at once cannot both pass the rules), or refuses them with
 * a 400 naming every broken rule, each under the field of the caller's request (`fieldOf`).
 */
export async function addTransfers(
  trx: Db,
  deelnemerId: number,
  version: number,
  pairs: readonly TransferPair[],
  door: TransferDoor,
  fieldOf: TransferField,
): Promise<CheckedTransfers> {
  await getDeelnemer(trx, deelnemerId);
  await bumpDeelnemerVersion(trx, deelnemerId, version);
  const checked = await checkNewTransfers(trx, deelnemerId, pairs);
  if (checked.broken.length > 0)
    refuseFouten(checked.broken.map((f) => ({ field: fieldOf(f, pairs), ...toRegelFout(f) })));
  await insertTransfers(trx, checked.added, door);
  return checked;
}

export interface UndoneTransfer {
  deelnemer: OrganiserDeelnemer;
  transfer: OrganiserDeelnemer['transfers'][number];
}

/**
 * Removes one transfer while its speelronde has no results and the participant's other
 * transfers still hold without it (400 naming them otherwise); 409 on a stale version.
 */
export async function undoTransfer(
  trx: Db,
  deelnemerId: number,
  transferId: number,
  version: number,
): Promise<UndoneTransfer> {
  const season = await requireSeason(trx);
  const deelnemer = await getDeelnemer(trx, deelnemerId);
  await bumpDeelnemerVersion(trx, deelnemerId, version);
  const transfer = deelnemer.transfers.find((t) => t.id === transferId);
  if (!transfer) throw notFound(`Transfer ${transferId} van ${deelnemer.name} bestaat niet`);
  if (await roundHasResults(trx, transfer.fromRound)) {
    throw refused(
      `De transfer gaat in vanaf speelronde ${transfer.fromRound}, die al uitslagen heeft; hij kan niet meer terug.`,
    );
  }
  const rest = deelnemer.transfers
    .filter((t) => t.id !== transferId)
    .map((t) => ({ ...t, deelnemerId }));
  const fouten = await transferFouten(trx, season.settings, deelnemer.selectie, rest);
  // About the undo as a whole (its request names only the transfer and the version).
  if (fouten.length > 0)
    refuseFouten(fouten.map(under(null)), {
      reason: 'Zonder deze transfer kloppen de andere niet meer: ',
    });
  await deleteTransfer(trx, transferId);
  return { deelnemer, transfer };
}
