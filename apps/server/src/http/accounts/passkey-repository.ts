// A person's passkeys (migration 0017): all their SQL. The public key and the credential id are
// base64url text; the counter is a bigint column, which PostgreSQL gives back as text.
import type { Db } from '../../db/database';
import type { SignedInPersoon } from './persoon-account-repository';

export interface StoredPasskey {
  id: number;
  persoonId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const columns = [
  'id',
  'persoonId',
  'credentialId',
  'publicKey',
  'counter',
  'transports',
  'name',
  'createdAt',
  'lastUsedAt',
] as const;

function parseTransports(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
}

function toPasskey(row: {
  id: number;
  persoonId: number;
  credentialId: string;
  publicKey: string;
  counter: number | string;
  transports: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}): StoredPasskey {
  return { ...row, counter: Number(row.counter), transports: parseTransports(row.transports) };
}

export async function passkeysOfPersoon(db: Db, persoonId: number): Promise<StoredPasskey[]> {
  const rows = await db
    .selectFrom('passkey')
    .select(columns)
    .where('persoonId', '=', persoonId)
    .orderBy('id')
    .execute();
  return rows.map(toPasskey);
}

/** The passkey a browser names, with the signed-in person it belongs to (their account too). */
export async function findPasskeyForSignIn(
  db: Db,
  credentialId: string,
): Promise<{ passkey: StoredPasskey; persoon: SignedInPersoon } | undefined> {
  const row = await db
    .selectFrom('passkey')
    .innerJoin('persoonAccount', 'persoonAccount.persoonId', 'passkey.persoonId')
    .innerJoin('persoon', 'persoon.id', 'passkey.persoonId')
    .select(columns.map((c) => `passkey.${c}` as const))
    .select(['persoon.name as persoonName', 'persoonAccount.tokenVersion'])
    .where('passkey.credentialId', '=', credentialId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { persoonName, tokenVersion, ...passkey } = row;
  return {
    passkey: toPasskey(passkey),
    persoon: { persoonId: passkey.persoonId, name: persoonName, tokenVersion },
  };
}

export type NewPasskey = Omit<StoredPasskey, 'id' | 'lastUsedAt'>;

export type InsertOutcome =
  { ok: true; passkey: StoredPasskey } | { ok: false; reason: 'full' | 'known' };

/**
 * Keeps a new passkey unless the person has `max` already or the credential is known (to them
 * or anyone): checked and written in one transaction.
 */
export async function insertPasskey(
  db: Db,
  passkey: NewPasskey,
  max: number,
): Promise<InsertOutcome> {
  return db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('passkey')
      .select('id')
      .where('credentialId', '=', passkey.credentialId)
      .executeTakeFirst();
    if (known) return { ok: false, reason: 'known' } as const;
    const count = await trx
      .selectFrom('passkey')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('persoonId', '=', passkey.persoonId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= max) return { ok: false, reason: 'full' } as const;
    const row = await trx
      .insertInto('passkey')
      .values({ ...passkey, transports: JSON.stringify(passkey.transports), lastUsedAt: null })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return { ok: true, passkey: toPasskey(row) } as const;
  });
}

export async function countPasskeys(db: Db, persoonId: number): Promise<number> {
  const row = await db
    .selectFrom('passkey')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('persoonId', '=', persoonId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes one of the person's own passkeys; false when they have none by that id. */
export async function deletePasskey(db: Db, persoonId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('passkey')
    .where('id', '=', id)
    .where('persoonId', '=', persoonId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Notes a sign-in: the new counter and when, only while the counter is still the one checked
 * (two uses of one assertion at once: one signs in), and the account's last sign-in. False,
 * with nothing written, when the counter moved meanwhile.
 */
export async function recordPasskeyUse(
  db: Db,
  passkey: { id: number; persoonId: number; counter: number },
  newCounter: number,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('passkey')
      .set({ counter: newCounter, lastUsedAt: at })
      .where('id', '=', passkey.id)
      .where('counter', '=', passkey.counter)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('persoonAccount')
      .set({ lastSignInAt: at })
      .where('persoonId', '=', passkey.persoonId)
      .execute();
    return true;
  });
}
