// A participant's transfers of one window, with who made them: the SQL of "mijn transfers".
import type { Db } from '../../db/database';

export interface OwnTransferRow {
  id: number;
  playerOutId: number;
  playerInId: number;
  fromRound: number;
  door: string;
}

export async function transfersOfWindow(
  db: Db,
  deelnemerId: number,
  fromRound: number,
): Promise<OwnTransferRow[]> {
  return db
    .selectFrom('transfer')
    .select(['id', 'playerOutId', 'playerInId', 'fromRound', 'door'])
    .where('deelnemerId', '=', deelnemerId)
    .where('fromRound', '=', fromRound)
    .orderBy('id')
    .execute();
}

export async function findTransfer(
  db: Db,
  deelnemerId: number,
  transferId: number,
): Promise<OwnTransferRow | undefined> {
  return db
    .selectFrom('transfer')
    .select(['id', 'playerOutId', 'playerInId', 'fromRound', 'door'])
    .where('deelnemerId', '=', deelnemerId)
    .where('id', '=', transferId)
    .executeTakeFirst();
}
