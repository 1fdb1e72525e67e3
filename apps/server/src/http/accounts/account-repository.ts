import type { Generated, Kysely } from 'kysely';

export interface AccountTable {
  id: Generated<number>;
  displayName: string;
  /** Normalised by normalizeUserName. */
  userName: string;
  passwordHash: string;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
  /** Carried by every sign-in token; raised when the password changes (migration 0005). */
  tokenVersion: Generated<number>;
}

export interface Account {
  id: number;
  displayName: string;
  userName: string;
  passwordHash: string;
  tokenVersion: number;
}

/** Any Kysely whose database has the account table (migrations 0002 and 0005). */
export type AccountsDb = Kysely<{ account: AccountTable }>;

/** Sign-in ignores case and surrounding spaces: 'Jan ' and 'jan' are one account. */
export function normalizeUserName(userName: string): string {
  return userName.normalize('NFC').trim().toLowerCase();
}

const columns = ['id', 'displayName', 'userName', 'passwordHash', 'tokenVersion'] as const;

export async function findAccountByUserName(
  db: AccountsDb,
  userName: string,
): Promise<Account | undefined> {
  return db
    .selectFrom('account')
    .select(columns)
    .where('userName', '=', normalizeUserName(userName))
    .executeTakeFirst();
}

export async function findAccountById(db: AccountsDb, id: number): Promise<Account | undefined> {
  return db.selectFrom('account').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function countAccounts(db: AccountsDb): Promise<number> {
  const row = await db
    .selectFrom('account')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Creates the account, or resets the password and display name of an existing one with the
 * same user name (raising its token version: the tokens issued before are refused). One
 * transaction: a concurrent start cannot create the name twice.
 */
export async function saveAccount(
  db: AccountsDb,
  account: { userName: string; displayName: string; passwordHash: string },
  now = new Date(),
): Promise<{ id: number; created: boolean }> {
  const userName = normalizeUserName(account.userName);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('account')
      .select('id')
      .where('userName', '=', userName)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('account')
        .set({
          displayName: account.displayName,
          passwordHash: account.passwordHash,
          tokenVersion: (eb) => eb('tokenVersion', '+', 1),
          updatedAt: at,
        })
        .where('id', '=', existing.id)
        .execute();
      return { id: existing.id, created: false };
    }
    const inserted = await trx
      .insertInto('account')
      .values({
        userName,
        displayName: account.displayName,
        passwordHash: account.passwordHash,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: inserted.id, created: true };
  });
}

/** A new password; raises the token version, so every token issued before is refused. */
export async function updatePasswordHash(
  db: AccountsDb,
  id: number,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('account')
    .set((eb) => ({
      passwordHash,
      tokenVersion: eb('tokenVersion', '+', 1),
      updatedAt: now.toISOString(),
    }))
    .where('id', '=', id)
    .execute();
}

export async function updateDisplayName(
  db: AccountsDb,
  id: number,
  displayName: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('account')
    .set({ displayName, updatedAt: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Every account as sign-in sees it (for the restore, which replaces the table). */
export async function listAccounts(db: AccountsDb): Promise<Account[]> {
  return db.selectFrom('account').select(columns).orderBy('id').execute();
}

export async function setTokenVersion(db: AccountsDb, id: number, tokenVersion: number) {
  await db.updateTable('account').set({ tokenVersion }).where('id', '=', id).execute();
}
