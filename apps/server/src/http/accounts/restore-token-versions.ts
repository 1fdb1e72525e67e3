// A restore replaces the account table, passwords included. The token versions are set so that
// a token issued before the restore stays valid only for an account whose credentials the
// restore left as they were, or for the organiser who restores (who stays signed in); every
// other account's old tokens are refused, as after a password change (decision 008).
import type { Db } from '../../db/database';
import {
  listAccounts,
  setTokenVersion,
  type Account,
  type AccountTable,
} from './account-repository';

const accountsOf = (db: Db) => db.withTables<{ account: AccountTable }>();

/** The accounts as they are before the restore (read inside its transaction). */
export function accountsBeforeRestore(db: Db): Promise<Account[]> {
  return listAccounts(accountsOf(db));
}

/** After the restore refilled the account table. `actorAccountId`: who restores, if anyone. */
export async function carryTokenVersions(
  db: Db,
  before: readonly Account[],
  actorAccountId: number | null,
): Promise<void> {
  const previous = new Map(before.map((a) => [a.id, a]));
  const highest = Math.max(0, ...before.map((a) => a.tokenVersion));
  for (const restored of await listAccounts(accountsOf(db))) {
    const was = previous.get(restored.id);
    const sameAccount = was !== undefined && was.userName === restored.userName;
    const keep =
      sameAccount && (was.passwordHash === restored.passwordHash || was.id === actorAccountId);
    // Past every version in use before, so no earlier token of this id can match.
    const version = keep ? was.tokenVersion : Math.max(restored.tokenVersion, highest) + 1;
    if (version !== restored.tokenVersion)
      await setTokenVersion(accountsOf(db), restored.id, version);
  }
}
