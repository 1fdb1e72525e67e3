import type { Transferperiode } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';

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
    isOpen: w.isOpen === 1,
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
