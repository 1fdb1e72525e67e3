// Adding a club, inside the caller's transaction: the dashboard's endpoint and the spreadsheet
// import of players share these.
import type { Db } from '../../db/database';
import { fieldProblem } from '../../http/errors';
import { clubNameTaken, insertClub } from './club-repository';

/** 400 when another club already has the name (case and spaces do not make a new club). */
export async function refuseDuplicateClubName(db: Db, name: string, exceptId?: number) {
  if (await clubNameTaken(db, name, exceptId)) {
    throw fieldProblem('name', `name: er is al een club met de naam ${name}`);
  }
}

/** Inserts a club whose name is new; its id. */
export async function createClub(trx: Db, name: string): Promise<number> {
  await refuseDuplicateClubName(trx, name);
  return insertClub(trx, name);
}
