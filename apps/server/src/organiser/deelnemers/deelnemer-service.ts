// Writing participants, inside the caller's transaction (the dashboard's endpoints and the
// spreadsheet import share these): the team created when its name is new, an emptied team
// removed when no cup draw names it.
import type { DeelnemerCreateRequest } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { fieldProblem } from '../../http/errors';
import {
  deelnemerNameTaken,
  deleteDeelnemer,
  deleteTeam,
  drawsNaming,
  findTeamId,
  insertDeelnemer,
  returningPersoon,
  insertTeam,
  replaceSubcompetities,
  teamHasDeelnemers,
  updateDeelnemerRow,
} from './deelnemer-repository';

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
  return (await findTeamId(trx, teamName)) ?? insertTeam(trx, teamName);
}

async function removeTeamIfEmpty(trx: Db, teamId: number): Promise<void> {
  if (await teamHasDeelnemers(trx, teamId)) return;
  if ((await drawsNaming(trx, 'teambeker', teamId)).length > 0) return;
  await deleteTeam(trx, teamId);
}

async function refuseDuplicate(trx: Db, input: DeelnemerInput, teamId: number, exceptId?: number) {
  if (await deelnemerNameTaken(trx, teamId, input.name, exceptId)) {
    throw fieldProblem('name', `name: team ${input.teamName} heeft al een deelnemer ${input.name}`);
  }
}

/** `ofPersoon`: the person it is known to be (an enrolment sent signed in, issue 27). */
export async function createDeelnemer(
  trx: Db,
  input: DeelnemerInput,
  ofPersoon?: number,
): Promise<number> {
  const teamId = await findOrCreateTeam(trx, input.teamName);
  await refuseDuplicate(trx, input, teamId);
  // A returning participant entered anew (not carried over) is the same person again.
  const persoonId = ofPersoon ?? (await returningPersoon(trx, input.name));
  const id = await insertDeelnemer(
    trx,
    { name: input.name, teamId, email: input.email },
    persoonId,
  );
  await replaceSubcompetities(trx, id, input.subcompetities);
  return id;
}

/** 409 when the version is not the stored one. */
export async function updateDeelnemer(
  trx: Db,
  id: number,
  version: number,
  input: DeelnemerInput,
  previousTeamId: number,
): Promise<void> {
  const teamId = await findOrCreateTeam(trx, input.teamName);
  await refuseDuplicate(trx, input, teamId, id);
  await updateDeelnemerRow(trx, id, version, { name: input.name, teamId, email: input.email });
  await replaceSubcompetities(trx, id, input.subcompetities);
  if (previousTeamId !== teamId) await removeTeamIfEmpty(trx, previousTeamId);
}

/** Removes the participant (409 on a stale version), and his team when it is left empty. */
export async function deleteDeelnemerAndEmptyTeam(
  trx: Db,
  id: number,
  version: number,
  teamId: number,
): Promise<void> {
  await deleteDeelnemer(trx, id, version);
  await removeTeamIfEmpty(trx, teamId);
}
