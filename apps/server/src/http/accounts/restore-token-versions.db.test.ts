// A restore brings back the backup's passwords: the tokens from before it stay valid only where
// the credentials did not change, or for the organiser who restores (SQLite, and PostgreSQL in
// server-pg).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackup } from '../../organiser/backup/create-backup';
import { restoreBackup } from '../../organiser/backup/restore-backup';
import type { Db } from '../../db/database';
import { openTestDatabase, type OpenedTestDatabase } from '../../test/test-database';
import {
  listAccounts,
  saveAccount,
  updatePasswordHash,
  type AccountTable,
} from './account-repository';

let database: OpenedTestDatabase;
let db: Db;
beforeEach(async () => {
  database = await openTestDatabase();
  db = database.connections[0]!;
});
afterEach(() => database.close());

const accounts = () => db.withTables<{ account: AccountTable }>();
const versions = async () =>
  Object.fromEntries((await listAccounts(accounts())).map((a) => [a.userName, a.tokenVersion]));

async function twoAccountsBackedUp() {
  const jan = await saveAccount(accounts(), {
    userName: 'jan',
    displayName: 'Jan',
    passwordHash: 'h-jan-1',
  });
  await saveAccount(accounts(), { userName: 'piet', displayName: 'Piet', passwordHash: 'h-piet' });
  const backup = JSON.parse(JSON.stringify(await createBackup(db))) as unknown;
  // After the backup Jan changes his password (ending his older sign-ins), Kees is added.
  await updatePasswordHash(accounts(), jan.id, 'h-jan-2');
  await saveAccount(accounts(), { userName: 'kees', displayName: 'Kees', passwordHash: 'h-kees' });
  expect(await versions()).toEqual({ jan: 2, piet: 1, kees: 1 });
  return { backup, janId: jan.id };
}

describe('token versions across a restore', () => {
  it("revoke the tokens of an account whose password the restore changed, keep the others'", async () => {
    const { backup } = await twoAccountsBackedUp();
    await restoreBackup(db, backup, { accountId: null, userName: 'opdrachtregel' });
    // Jan has his old password again: neither his tokens of before nor of after the change
    // (version 2) are good any more. Piet's credentials are as they were: still signed in.
    expect(await versions()).toEqual({ jan: 3, piet: 1 });
  });

  it('keep the organiser who restores signed in', async () => {
    const { backup, janId } = await twoAccountsBackedUp();
    await restoreBackup(db, backup, { accountId: janId, userName: 'jan' });
    expect(await versions()).toEqual({ jan: 2, piet: 1 });
  });
});
