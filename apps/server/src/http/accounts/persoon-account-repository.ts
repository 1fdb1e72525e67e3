// Participant accounts and their sign-in links (migration 0015): all their SQL. A person's
// e-mail is known from their account or from this season's participants (deelnemers) they play
// as; an account is made at the first sign-in.
import type { Db } from '../../db/database';
import type { InloglinkTable } from '../../db/schema';

export type InloglinkKind = 'mail' | 'organisator';

export type PersoonAccountsDb = Db;

/** E-mail as stored and compared: trimmed, composed, lower case. */
export function normalizeEmail(email: string): string {
  return email.normalize('NFC').trim().toLowerCase();
}

export interface SignedInPersoon {
  persoonId: number;
  name: string;
  tokenVersion: number;
}

/** The persons an address reaches: by their account, else by any season's participant. */
export async function findPersonenByEmail(
  db: PersoonAccountsDb,
  email: string,
): Promise<{ id: number; name: string }[]> {
  const normalized = normalizeEmail(email);
  const byAccount = db
    .selectFrom('persoonAccount')
    .select('persoonAccount.persoonId')
    .where('persoonAccount.email', '=', normalized);
  const byDeelnemer = db
    .selectFrom('deelnemer')
    .select('deelnemer.persoonId')
    .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['deelnemer.email'])]), '=', normalized))
    .where('deelnemer.persoonId', 'is not', null);
  return (
    db
      .selectFrom('persoon')
      .select(['persoon.id', 'persoon.name'])
      .where((eb) =>
        eb.or([eb('persoon.id', 'in', byAccount), eb('persoon.id', 'in', byDeelnemer)]),
      )
      .orderBy('persoon.id')
      // A family sharing one address: a link each, but never an unbounded mail.
      .limit(5)
      .execute()
  );
}

export async function findPersoonName(
  db: PersoonAccountsDb,
  persoonId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('persoon')
    .select('name')
    .where('id', '=', persoonId)
    .executeTakeFirst();
  return row?.name;
}

/** The signed-in person's account with their name: undefined when either is gone. */
export async function findSignedInPersoon(
  db: PersoonAccountsDb,
  persoonId: number,
): Promise<SignedInPersoon | undefined> {
  return db
    .selectFrom('persoonAccount')
    .innerJoin('persoon', 'persoon.id', 'persoonAccount.persoonId')
    .select(['persoonAccount.persoonId', 'persoon.name', 'persoonAccount.tokenVersion'])
    .where('persoonAccount.persoonId', '=', persoonId)
    .executeTakeFirst();
}

export async function insertInloglink(
  db: PersoonAccountsDb,
  link: InloglinkTable & { kind: InloglinkKind },
): Promise<void> {
  await db.insertInto('inloglink').values(link).execute();
}

/**
 * Uses the link once: marks it used when it is unused and unexpired, in one statement, so two
 * presses at once cannot both sign in. Makes the person's account at its first sign-in (with
 * the mail's address) and notes the sign-in. Undefined (nothing written) for any other link.
 */
export async function useInloglink(
  db: PersoonAccountsDb,
  hash: string,
  now: Date,
): Promise<SignedInPersoon | undefined> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('inloglink')
      .set({ usedAt: at })
      .where('hash', '=', hash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', at)
      .returning(['persoonId', 'email'])
      .executeTakeFirst();
    if (!used) return undefined;
    const existing = await trx
      .selectFrom('persoonAccount')
      .select(['email'])
      .where('persoonId', '=', used.persoonId)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('persoonAccount')
        .set({ lastSignInAt: at, email: used.email ?? existing.email })
        .where('persoonId', '=', used.persoonId)
        .execute();
    } else {
      await trx
        .insertInto('persoonAccount')
        .values({ persoonId: used.persoonId, email: used.email, createdAt: at, lastSignInAt: at })
        .execute();
    }
    return trx
      .selectFrom('persoonAccount')
      .innerJoin('persoon', 'persoon.id', 'persoonAccount.persoonId')
      .select(['persoonAccount.persoonId', 'persoon.name', 'persoonAccount.tokenVersion'])
      .where('persoonAccount.persoonId', '=', used.persoonId)
      .executeTakeFirst();
  });
}

/** Links that ended more than a day ago are of no use to anyone: kept bounded. */
export async function deleteEndedInloglinks(db: PersoonAccountsDb, before: Date): Promise<void> {
  await db.deleteFrom('inloglink').where('expiresAt', '<', before.toISOString()).execute();
}

/** The person of a season's participant, for the organiser's link. */
export async function findPersoonOfDeelnemer(
  db: PersoonAccountsDb,
  deelnemerId: number,
): Promise<number | null | undefined> {
  const row = await db
    .selectFrom('deelnemer')
    .select('persoonId')
    .where('id', '=', deelnemerId)
    .executeTakeFirst();
  return row === undefined ? undefined : row.persoonId;
}
