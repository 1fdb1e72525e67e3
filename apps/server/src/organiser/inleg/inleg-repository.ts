// The entry fee's rows (migration 0011): the season's amount and setting, and who has paid.
import type { InlegWijze } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { flag, isSet } from '../../db/flag';

export interface InlegInstellingen {
  bedragCenten: number;
  onbetaaldTeltMee: boolean;
  betaalinstructie: string;
}

/** A season without a row: no amount yet, and the unpaid count (the default). */
export const DEFAULT_INLEG: InlegInstellingen = {
  bedragCenten: 0,
  onbetaaldTeltMee: true,
  betaalinstructie: '',
};

export async function findInleg(db: Db, seasonId: number): Promise<InlegInstellingen> {
  const row = await db
    .selectFrom('inleg')
    .select(['bedragCenten', 'onbetaaldTeltMee', 'betaalinstructie'])
    .where('seasonId', '=', seasonId)
    .executeTakeFirst();
  if (!row) return DEFAULT_INLEG;
  return {
    bedragCenten: row.bedragCenten,
    onbetaaldTeltMee: isSet(row.onbetaaldTeltMee),
    betaalinstructie: row.betaalinstructie,
  };
}

export async function saveInleg(db: Db, seasonId: number, inleg: InlegInstellingen): Promise<void> {
  const values = {
    bedragCenten: inleg.bedragCenten,
    onbetaaldTeltMee: flag(inleg.onbetaaldTeltMee),
    betaalinstructie: inleg.betaalinstructie,
  };
  await db
    .insertInto('inleg')
    .values({ seasonId, ...values })
    .onConflict((oc) => oc.column('seasonId').doUpdateSet(values))
    .execute();
}

export interface InlegRow {
  deelnemerId: number;
  version: number;
  name: string;
  teamName: string;
  betaaldOp: string | null;
  wijze: InlegWijze | null;
  notitie: string | null;
}

/** Every participant of the season in play with their payment (null fields: still open). */
export async function listInlegRows(db: Db): Promise<InlegRow[]> {
  const rows = await db
    .selectFrom('deelnemer')
    .innerJoin('team', 'team.id', 'deelnemer.teamId')
    .leftJoin('inlegBetaling', 'inlegBetaling.deelnemerId', 'deelnemer.id')
    .select([
      'deelnemer.id as deelnemerId',
      'deelnemer.version',
      'deelnemer.name',
      'team.name as teamName',
      'inlegBetaling.betaaldOp',
      'inlegBetaling.wijze',
      'inlegBetaling.notitie',
    ])
    .orderBy('deelnemer.id')
    .execute();
  return rows.map((r) => ({ ...r, wijze: r.wijze as InlegWijze | null }));
}

export interface InlegBetaling {
  betaaldOp: string;
  wijze: InlegWijze;
  notitie: string | null;
}

export async function savePayment(
  db: Db,
  deelnemerId: number,
  payment: InlegBetaling,
): Promise<void> {
  await db
    .insertInto('inlegBetaling')
    .values({ deelnemerId, ...payment })
    .onConflict((oc) => oc.column('deelnemerId').doUpdateSet(payment))
    .execute();
}

/** Several participants paid with one way and date (all in the caller's transaction). */
export async function savePayments(
  db: Db,
  deelnemerIds: number[],
  payment: Omit<InlegBetaling, 'notitie'>,
): Promise<void> {
  if (deelnemerIds.length === 0) return;
  await db
    .insertInto('inlegBetaling')
    .values(deelnemerIds.map((deelnemerId) => ({ deelnemerId, ...payment, notitie: null })))
    .execute();
}

/** True when there was a payment to remove. */
export async function deletePayment(db: Db, deelnemerId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('inlegBetaling')
    .where('deelnemerId', '=', deelnemerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The participants who have paid (for leaving the others out of the standings). */
export async function paidDeelnemerIds(db: Db): Promise<Set<number>> {
  const rows = await db.selectFrom('inlegBetaling').select('deelnemerId').execute();
  return new Set(rows.map((r) => r.deelnemerId));
}

/** The next season starts with nobody paid (decision 009, docs/decisions/017). */
export async function clearPayments(db: Db): Promise<void> {
  await db.deleteFrom('inlegBetaling').execute();
}

/** The next season keeps the amount, the setting and the instructions of the one before. */
export async function carryInleg(db: Db, fromSeasonId: number, toSeasonId: number) {
  const previous = await db
    .selectFrom('inleg')
    .selectAll()
    .where('seasonId', '=', fromSeasonId)
    .executeTakeFirst();
  if (previous)
    await db
      .insertInto('inleg')
      .values({ ...previous, seasonId: toSeasonId })
      .execute();
}
