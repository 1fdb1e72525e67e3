// Participants as the organiser sees them: with team, subcompetities, e-mail and selection.
import type { OrganiserDeelnemer } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { groupBy } from '../../lib/group-by';
import { byDutchName } from '../../read-model/answer-context';
import {
  deleteVersioned,
  idOfName,
  insertRow,
  updateVersioned,
} from '../../read-model/row-repository';
import { currentSelectie, loadSelecties } from './selectie-repository';

export async function listDeelnemers(db: Db, onlyId?: number): Promise<OrganiserDeelnemer[]> {
  let query = db
    .selectFrom('deelnemer')
    .innerJoin('team', 'team.id', 'deelnemer.teamId')
    .select([
      'deelnemer.id',
      'deelnemer.name',
      'deelnemer.teamId',
      'team.name as teamName',
      'deelnemer.email',
      'deelnemer.version',
      'deelnemer.startRonde',
    ]);
  let subs = db.selectFrom('deelnemerSubcompetitie').select(['deelnemerId', 'name']);
  if (onlyId !== undefined) {
    query = query.where('deelnemer.id', '=', onlyId);
    subs = subs.where('deelnemerId', '=', onlyId);
  }
  const [rows, subRows, selecties] = await Promise.all([
    query.execute(),
    subs.orderBy('name').execute(),
    loadSelecties(db, onlyId),
  ]);
  const subsBy = groupBy(subRows, (s) => s.deelnemerId);
  return rows
    .map((r) => {
      const selectie = selecties.get(r.id) ?? { initial: [], transfers: [] };
      return {
        ...r,
        subcompetities: (subsBy.get(r.id) ?? []).map((s) => s.name),
        selectie: selectie.initial,
        currentSelectie: currentSelectie(selectie),
        transfers: selectie.transfers.map(({ id, playerOutId, playerInId, fromRound }) => ({
          id,
          playerOutId,
          playerInId,
          fromRound,
        })),
      };
    })
    .sort((a, b) => byDutchName(a.name, b.name) || a.id - b.id);
}

export async function getDeelnemer(db: Db, id: number): Promise<OrganiserDeelnemer> {
  const [deelnemer] = await listDeelnemers(db, id);
  if (!deelnemer) throw notFound(`Deelnemer ${id} bestaat niet`);
  return deelnemer;
}

export async function listTeams(db: Db) {
  const rows = await db
    .selectFrom('team')
    .leftJoin('deelnemer', 'deelnemer.teamId', 'team.id')
    .select((eb) => ['team.id', 'team.name', eb.fn.count<number | string>('deelnemer.id').as('n')])
    .groupBy(['team.id', 'team.name'])
    .execute();
  return rows
    .map((r) => ({ id: r.id, name: r.name, deelnemerCount: Number(r.n) }))
    .sort((a, b) => byDutchName(a.name, b.name) || a.id - b.id);
}

/** Cup rounds (of a kind) whose draw names the entrant, by name. */
export async function drawsNaming(
  db: Db,
  kind: 'beker' | 'teambeker',
  entrantId: number,
): Promise<string[]> {
  const [rondes, duels] = await Promise.all([
    db.selectFrom('bekerRonde').select(['id', 'name', 'byes']).where('kind', '=', kind).execute(),
    db
      .selectFrom('bekerDuel')
      .innerJoin('bekerRonde', 'bekerRonde.id', 'bekerDuel.bekerRondeId')
      .select('bekerDuel.bekerRondeId')
      .where('bekerRonde.kind', '=', kind)
      .where((eb) =>
        eb.or([eb('bekerDuel.firstId', '=', entrantId), eb('bekerDuel.secondId', '=', entrantId)]),
      )
      .execute(),
  ]);
  const inDuel = new Set(duels.map((d) => d.bekerRondeId));
  return rondes
    .filter((r) => inDuel.has(r.id) || (JSON.parse(r.byes) as number[]).includes(entrantId))
    .map((r) => r.name);
}

/** The team with this name (case does not make a new team). */
export async function findTeamId(db: Db, teamName: string): Promise<number | undefined> {
  return idOfName(db, 'team', teamName);
}

/** Its id. */
export async function insertTeam(db: Db, teamName: string): Promise<number> {
  return insertRow(db, 'team', { name: teamName });
}

export async function teamHasDeelnemers(db: Db, teamId: number): Promise<boolean> {
  const member = await db
    .selectFrom('deelnemer')
    .select('id')
    .where('teamId', '=', teamId)
    .limit(1)
    .executeTakeFirst();
  return member !== undefined;
}

export async function deleteTeam(db: Db, teamId: number): Promise<void> {
  await db.deleteFrom('team').where('id', '=', teamId).execute();
}

/** True when another participant of the team has the name (case does not make a new one). */
export async function deelnemerNameTaken(
  db: Db,
  teamId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const within = { column: 'teamId' as const, id: teamId };
  return (await idOfName(db, 'deelnemer', name, { within, exceptId })) !== undefined;
}

export interface DeelnemerRow {
  name: string;
  teamId: number;
  email: string | null;
}

/**
 * The person of that name (case aside) who played an earlier season and has no entry in this
 * one; undefined when there is none, or more than one (then the name does not tell who).
 */
export async function returningPersoon(db: Db, name: string): Promise<number | undefined> {
  const candidates = await db
    .selectFrom('persoon')
    .select('persoon.id')
    .where((eb) => eb(eb.fn('lower', ['persoon.name']), '=', name.toLowerCase()))
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('deelnemer')
            .select('deelnemer.id')
            .whereRef('deelnemer.persoonId', '=', 'persoon.id'),
        ),
      ),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('seasonResult')
          .select('seasonResult.persoonId')
          .whereRef('seasonResult.persoonId', '=', 'persoon.id'),
      ),
    )
    .limit(2)
    .execute();
  return candidates.length === 1 ? candidates[0]?.id : undefined;
}

/**
 * Its id. The entry belongs to person `persoonId` (a returning participant); without one, to a
 * new person of the same name.
 */
export async function insertDeelnemer(
  db: Db,
  row: DeelnemerRow,
  persoonId?: number,
): Promise<number> {
  const persoon =
    persoonId ??
    (
      await db
        .insertInto('persoon')
        .values({ name: row.name })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return insertRow(db, 'deelnemer', { ...row, persoonId: persoon });
}

export async function updateDeelnemerRow(
  db: Db,
  id: number,
  version: number,
  row: DeelnemerRow,
): Promise<void> {
  await updateVersioned(db, 'deelnemer', id, version, row);
  // A person is known by the name of their latest entry.
  const entry = await db
    .selectFrom('deelnemer')
    .select('persoonId')
    .where('id', '=', id)
    .executeTakeFirst();
  if (entry?.persoonId != null) {
    await db
      .updateTable('persoon')
      .set({ name: row.name })
      .where('id', '=', entry.persoonId)
      .execute();
  }
}

/**
 * Raises the participant's version: his selection or transfers change. 409 on a stale one; the
 * row stays locked until commit, so no parallel save of his selection or transfers.
 */
export async function bumpDeelnemerVersion(db: Db, id: number, version: number): Promise<void> {
  await updateVersioned(db, 'deelnemer', id, version, {});
}

export async function deleteDeelnemer(db: Db, id: number, version: number): Promise<void> {
  await deleteVersioned(db, 'deelnemer', id, version);
}

export async function replaceSubcompetities(
  db: Db,
  deelnemerId: number,
  names: readonly string[],
): Promise<void> {
  await db.deleteFrom('deelnemerSubcompetitie').where('deelnemerId', '=', deelnemerId).execute();
  if (names.length > 0) {
    await db
      .insertInto('deelnemerSubcompetitie')
      .values(names.map((name) => ({ deelnemerId, name })))
      .execute();
  }
}

/** The highest speelronde with a result entered (0: none): later rounds have not begun. */
export async function lastRoundWithResult(db: Db): Promise<number> {
  const row = await db
    .selectFrom('wedstrijd')
    .select((eb) => eb.fn.max('round').as('round'))
    .where('homeGoals', 'is not', null)
    .executeTakeFirst();
  return Number(row?.round ?? 0);
}

/** Sets the speelronde a participant counts from (issue 26); no version bump: part of his insert. */
export async function setStartRonde(db: Db, id: number, startRonde: number): Promise<void> {
  await db.updateTable('deelnemer').set({ startRonde }).where('id', '=', id).execute();
}
