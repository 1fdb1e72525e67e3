import type { Transferperiode } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { flag, isSet } from '../../db/flag';
import { notFound } from '../../http/errors';
import { deleteVersioned, insertRow, updateVersioned } from '../../read-model/row-repository';

export async function listTransferperiodes(db: Db): Promise<Transferperiode[]> {
  const [windows, counts] = await Promise.all([
    db.selectFrom('transferWindow').selectAll().orderBy('fromRound').execute(),
    db
      .selectFrom('transfer')
      .select((eb) => ['fromRound', eb.fn.countAll<number | string>().as('n')])
      .groupBy('fromRound')
      .execute(),
  ]);
  const count = new Map(counts.map((c) => [c.fromRound, Number(c.n)]));
  return windows.map((w) => ({
    id: w.id,
    fromRound: w.fromRound,
    isOpen: isSet(w.isOpen),
    version: w.version,
    transferCount: count.get(w.fromRound) ?? 0,
  }));
}

export async function getTransferperiode(db: Db, id: number): Promise<Transferperiode> {
  const window = (await listTransferperiodes(db)).find((w) => w.id === id);
  if (!window) throw notFound(`Transferperiode ${id} bestaat niet`);
  return window;
}

/** The window open now (at most one is). */
export async function openTransferWindow(
  db: Db,
): Promise<{ id: number; fromRound: number } | undefined> {
  return db
    .selectFrom('transferWindow')
    .select(['id', 'fromRound'])
    .where('isOpen', '=', 1)
    .orderBy('fromRound')
    .executeTakeFirst();
}

export interface TransferWindowRow {
  fromRound: number;
  isOpen: boolean;
}

/** Its id. */
export async function insertTransferWindow(db: Db, window: TransferWindowRow): Promise<number> {
  return insertRow(db, 'transferWindow', {
    fromRound: window.fromRound,
    isOpen: flag(window.isOpen),
  });
}

export async function updateTransferWindow(
  db: Db,
  id: number,
  version: number,
  window: TransferWindowRow,
) {
  await updateVersioned(db, 'transferWindow', id, version, {
    fromRound: window.fromRound,
    isOpen: flag(window.isOpen),
  });
}

export async function deleteTransferWindow(db: Db, id: number, version: number) {
  await deleteVersioned(db, 'transferWindow', id, version);
}
