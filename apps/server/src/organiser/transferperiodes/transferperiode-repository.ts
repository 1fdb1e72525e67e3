import type { Transferperiode } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { flag, isSet } from '../../db/flag';
import { notFound } from '../../http/errors';
import { deleteVersioned, insertRow, updateVersioned } from '../../read-model/row-repository';

/** Participants make their own transfers: the organiser opened it and its deadline is to come. */
export const openForParticipants = (
  window: { isOpen: boolean; sluitOp: string | null },
  now: Date,
): boolean => window.isOpen && window.sluitOp !== null && now.toISOString() < window.sluitOp;

/** Every window by fromRound; `now` decides whether participants can use it. */
export async function listTransferperiodes(db: Db, now: Date): Promise<Transferperiode[]> {
  const [windows, counts] = await Promise.all([
    db.selectFrom('transferWindow').selectAll().orderBy('fromRound').execute(),
    db
      .selectFrom('transfer')
      .select((eb) => ['fromRound', eb.fn.countAll<number | string>().as('n')])
      .groupBy('fromRound')
      .execute(),
  ]);
  const count = new Map(counts.map((c) => [c.fromRound, Number(c.n)]));
  return windows.map((w) => {
    const isOpen = isSet(w.isOpen);
    return {
      id: w.id,
      fromRound: w.fromRound,
      isOpen,
      sluitOp: w.sluitOp,
      openVoorDeelnemers: openForParticipants({ isOpen, sluitOp: w.sluitOp }, now),
      version: w.version,
      transferCount: count.get(w.fromRound) ?? 0,
    };
  });
}

export async function getTransferperiode(db: Db, id: number, now: Date): Promise<Transferperiode> {
  const window = (await listTransferperiodes(db, now)).find((w) => w.id === id);
  if (!window) throw notFound(`Transferperiode ${id} bestaat niet`);
  return window;
}

export interface OpenWindow {
  id: number;
  fromRound: number;
  /** ISO UTC; null: no deadline (only the organiser enters transfers). */
  sluitOp: string | null;
}

/** The window open now (at most one is). */
export async function openTransferWindow(db: Db): Promise<OpenWindow | undefined> {
  return db
    .selectFrom('transferWindow')
    .select(['id', 'fromRound', 'sluitOp'])
    .where('isOpen', '=', 1)
    .orderBy('fromRound')
    .executeTakeFirst();
}

/** The next closed window whose deadline is still to come (announced, not yet opened). */
export async function announcedTransferWindow(db: Db, now: Date): Promise<OpenWindow | undefined> {
  return db
    .selectFrom('transferWindow')
    .select(['id', 'fromRound', 'sluitOp'])
    .where('isOpen', '=', 0)
    .where('sluitOp', '>', now.toISOString())
    .orderBy('sluitOp')
    .executeTakeFirst();
}

export interface TransferWindowRow {
  fromRound: number;
  isOpen: boolean;
  /** ISO UTC or null. */
  sluitOp: string | null;
}

/** Its id. */
export async function insertTransferWindow(db: Db, window: TransferWindowRow): Promise<number> {
  return insertRow(db, 'transferWindow', {
    fromRound: window.fromRound,
    isOpen: flag(window.isOpen),
    sluitOp: window.sluitOp,
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
    sluitOp: window.sluitOp,
  });
}

export async function deleteTransferWindow(db: Db, id: number, version: number) {
  await deleteVersioned(db, 'transferWindow', id, version);
}

/** The first kickoff of a speelronde (league wall-clock time "YYYY-MM-DDTHH:mm"), if scheduled. */
export async function firstKickoff(db: Db, round: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('wedstrijd')
    .select((eb) => eb.fn.min('kickoff').as('kickoff'))
    .where('round', '=', round)
    .executeTakeFirst();
  return row?.kickoff ?? undefined;
}

export interface WindowTransferRow {
  id: number;
  deelnemerId: number;
  playerOutId: number;
  playerOutName: string;
  playerInId: number;
  playerInName: string;
  door: string;
}

/** Every transfer from `fromRound` (one window's), with the players' names, in the order made. */
export async function transfersFrom(db: Db, fromRound: number): Promise<WindowTransferRow[]> {
  return db
    .selectFrom('transfer')
    .innerJoin('speler as uit', 'uit.id', 'transfer.playerOutId')
    .innerJoin('speler as in', 'in.id', 'transfer.playerInId')
    .select([
      'transfer.id',
      'transfer.deelnemerId',
      'transfer.playerOutId',
      'uit.name as playerOutName',
      'transfer.playerInId',
      'in.name as playerInName',
      'transfer.door',
    ])
    .where('transfer.fromRound', '=', fromRound)
    .orderBy('transfer.id')
    .execute();
}

/** The participants with a selection: the ones who can make transfers. */
export async function deelnemersMetSelectie(db: Db) {
  return db
    .selectFrom('deelnemer')
    .innerJoin('team', 'team.id', 'deelnemer.teamId')
    .select(['deelnemer.id', 'deelnemer.name', 'team.name as teamName', 'deelnemer.version'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('selectieSpeler')
          .select('selectieSpeler.slot')
          .whereRef('selectieSpeler.deelnemerId', '=', 'deelnemer.id'),
      ),
    )
    .execute();
}
