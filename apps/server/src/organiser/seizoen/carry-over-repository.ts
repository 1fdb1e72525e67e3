// The tables of the current season emptied for the next one, keeping what the organiser
// carries over: clubs, players (back to actief), participants (without a selection, with or
// without their team and subcompetities). Inside the transaction that starts the season.
import type { Db } from '../../db/database';

export interface CarryOver {
  clubIds: readonly number[];
  spelerIds: readonly number[];
  deelnemerIds: readonly number[];
  keepTeams: boolean;
}

/** What the current season holds, for checking a carry-over's ids. */
export async function carryOverCandidates(db: Db): Promise<{
  clubIds: number[];
  spelers: { id: number; clubId: number; status: string }[];
  deelnemerIds: number[];
}> {
  const [clubs, spelers, deelnemers] = await Promise.all([
    db.selectFrom('club').select('id').orderBy('id').execute(),
    db.selectFrom('speler').select(['id', 'clubId', 'status']).orderBy('id').execute(),
    db.selectFrom('deelnemer').select('id').orderBy('id').execute(),
  ]);
  return {
    clubIds: clubs.map((c) => c.id),
    spelers,
    deelnemerIds: deelnemers.map((d) => d.id),
  };
}

/** Everything played goes; what is not carried over goes; what is carried starts afresh. */
export async function clearForNextSeason(db: Db, keep: CarryOver): Promise<void> {
  // The season's play: results, matches, cups, transfers, selections, windows.
  await db.deleteFrom('spelerEvents').execute();
  await db.deleteFrom('wedstrijd').execute();
  await db.deleteFrom('bekerDuel').execute();
  await db.deleteFrom('bekerRonde').execute();
  await db.deleteFrom('transfer').execute();
  await db.deleteFrom('selectieSpeler').execute();
  await db.deleteFrom('transferWindow').execute();

  await deleteAllBut(db, 'deelnemer', keep.deelnemerIds);
  await deleteAllBut(db, 'speler', keep.spelerIds);
  await deleteAllBut(db, 'club', keep.clubIds);
  await db
    .updateTable('speler')
    .set((eb) => ({
      status: 'actief',
      availableFromRound: null,
      departedFromRound: null,
      version: eb('version', '+', 1),
    }))
    .execute();
  await db
    .updateTable('deelnemer')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .execute();

  if (!keep.keepTeams) {
    await db.deleteFrom('deelnemerSubcompetitie').execute();
    // Without their teams each participant starts in a team of their own name, which the
    // organiser changes when the new teams are known (a team counts from a minimum size).
    const deelnemers = await db.selectFrom('deelnemer').select(['id', 'name']).execute();
    const teamIds = new Map<string, number>();
    for (const d of deelnemers) {
      const key = d.name.toLowerCase();
      let teamId = teamIds.get(key);
      if (teamId === undefined) {
        const existing = await db
          .selectFrom('team')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['name']), '=', key))
          .executeTakeFirst();
        teamId =
          existing?.id ??
          (
            await db
              .insertInto('team')
              .values({ name: d.name })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        teamIds.set(key, teamId);
      }
      await db.updateTable('deelnemer').set({ teamId }).where('id', '=', d.id).execute();
    }
  }
  await db
    .deleteFrom('team')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('deelnemer')
            .select('deelnemer.id')
            .whereRef('deelnemer.teamId', '=', 'team.id'),
        ),
      ),
    )
    .execute();
}

async function deleteAllBut(
  db: Db,
  table: 'deelnemer' | 'speler' | 'club',
  keep: readonly number[],
): Promise<void> {
  const all = await db
    .selectFrom(table as 'club')
    .select('id')
    .execute();
  const kept = new Set(keep);
  const gone = all.map((r) => r.id).filter((id) => !kept.has(id));
  // In chunks: a statement's bound parameters are limited.
  for (let i = 0; i < gone.length; i += 5000) {
    await db
      .deleteFrom(table as 'club')
      .where('id', 'in', gone.slice(i, i + 5000))
      .execute();
  }
}

/** The current season becomes an earlier one; the new one (its row just inserted) current. */
export async function makeCurrent(db: Db, seasonId: number): Promise<void> {
  await db.updateTable('season').set({ isCurrent: 0 }).where('id', '!=', seasonId).execute();
  await db.updateTable('season').set({ isCurrent: 1 }).where('id', '=', seasonId).execute();
}

export interface NewSeasonRow {
  id: number;
  name: string;
  clubName: string;
  roundCount: number;
  gameSettings: string;
  flags: {
    showAanmelding: boolean;
    showCompetitieOverzichten: boolean;
    showTeamOverzichten: boolean;
    showSpelersOverzichten: boolean;
  };
  mainMessage: string;
  reglementExtraText: string;
  updatedAt: string;
}

/** The next season's row (not yet current: see makeCurrent). */
export async function insertSeasonRow(db: Db, row: NewSeasonRow): Promise<void> {
  const flag = (on: boolean) => (on ? 1 : 0);
  await db
    .insertInto('season')
    .values({
      id: row.id,
      name: row.name,
      clubName: row.clubName,
      roundCount: row.roundCount,
      gameSettings: row.gameSettings,
      showAanmelding: flag(row.flags.showAanmelding),
      showCompetitieOverzichten: flag(row.flags.showCompetitieOverzichten),
      showTeamOverzichten: flag(row.flags.showTeamOverzichten),
      showSpelersOverzichten: flag(row.flags.showSpelersOverzichten),
      mainMessage: row.mainMessage,
      reglementExtraText: row.reglementExtraText,
      updatedAt: row.updatedAt,
      isCurrent: 0,
    })
    .execute();
}
