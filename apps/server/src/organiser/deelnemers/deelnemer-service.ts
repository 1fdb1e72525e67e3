// Writing participants, inside the caller's transaction (the dashboard's endpoints and the
// spreadsheet import share these): the team created when its name is new, an emptied team
// removed when no cup draw names it.
import type { DeelnemerCreateRequest } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { badRequest } from '../../errors';
import { drawsNaming } from './deelnemer-repository';

export interface DeelnemerInput {
  name: string;
  teamName: string;
  subcompetities: string[];
  email: string | null;
}

/** The request's fields as stored: empty e-mail is none, each subcompetitie once. */
export function deelnemerInput(body: DeelnemerCreateRequest): DeelnemerInput {
  const email = body.email?.trim() ?? '';
  return {
    name: body.name.trim(),
    teamName: body.teamName.trim(),
    subcompetities: [...new Set(body.subcompetities.map((s) => s.trim()))],
    email: email === '' ? null : email,
  };
}

/** The team with this name (case does not make a new team), created when there is none. */
export async function findOrCreateTeam(trx: Db, teamName: string): Promise<number> {
  const existing = await trx
    .selectFrom('team')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', teamName.toLowerCase()))
    .executeTakeFirst();
  if (existing) return existing.id;
  const inserted = await trx
    .insertInto('team')
    .values({ name: teamName })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function removeTeamIfEmpty(trx: Db, teamId: number): Promise<void> {
  const member = await trx
    .selectFrom('deelnemer')
    .select('id')
    .where('teamId', '=', teamId)
    .limit(1)
    .executeTakeFirst();
  if (member || (await drawsNaming(trx, 'teambeker', teamId)).length > 0) return;
  await trx.deleteFrom('team').where('id', '=', teamId).execute();
}

async function refuseDuplicate(trx: Db, input: DeelnemerInput, teamId: number, exceptId?: number) {
  let same = trx
    .selectFrom('deelnemer')
    .select('id')
    .where('teamId', '=', teamId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', input.name.toLowerCase()));
  if (exceptId !== undefined) same = same.where('id', '!=', exceptId);
  if (await same.executeTakeFirst()) {
    throw badRequest(`name: team ${input.teamName} heeft al een deelnemer ${input.name}`);
  }
}

async function replaceSubcompetities(trx: Db, deelnemerId: number, names: string[]) {
  await trx.deleteFrom('deelnemerSubcompetitie').where('deelnemerId', '=', deelnemerId).execute();
  if (names.length > 0) {
    await trx
      .insertInto('deelnemerSubcompetitie')
      .values(names.map((name) => ({ deelnemerId, name })))
      .execute();
  }
}

export async function createDeelnemer(trx: Db, input: DeelnemerInput): Promise<number> {
  const teamId = await findOrCreateTeam(trx, input.teamName);
  await refuseDuplicate(trx, input, teamId);
  const inserted = await trx
    .insertInto('deelnemer')
    .values({ name: input.name, teamId, email: input.email })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceSubcompetities(trx, inserted.id, input.subcompetities);
  return inserted.id;
}

/** False when the version is not the stored one (the caller answers 409). */
export async function updateDeelnemer(
  trx: Db,
  id: number,
  version: number,
  input: DeelnemerInput,
  previousTeamId: number,
): Promise<boolean> {
  const teamId = await findOrCreateTeam(trx, input.teamName);
  await refuseDuplicate(trx, input, teamId, id);
  const result = await trx
    .updateTable('deelnemer')
    .set({ name: input.name, teamId, email: input.email, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await replaceSubcompetities(trx, id, input.subcompetities);
  if (previousTeamId !== teamId) await removeTeamIfEmpty(trx, previousTeamId);
  return true;
}

/** Raises the participant's version: his selection or transfers changed. False on a stale one. */
export async function bumpDeelnemerVersion(trx: Db, id: number, version: number): Promise<boolean> {
  const result = await trx
    .updateTable('deelnemer')
    .set({ version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
