// The browsers a person switched push notifications on in (migration 0020) and, on PostgreSQL
// without configured keys, the site's one VAPID key pair. A subscription is its endpoint: the
// same browser subscribing again (or another person signing in on it) replaces the row.
import type { BerichtSoort } from '@clubelf/contract';
import type { Db } from '../db/database';

export interface NewAbonnement {
  persoonId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps the subscription for this person (a browser is the person signed in on it now) and
 * removes their oldest beyond `max`; how many they have after.
 */
export async function saveAbonnement(
  db: Db,
  abonnement: NewAbonnement,
  max: number,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  await db
    .insertInto('pushAbonnement')
    .values({ ...abonnement, createdAt: at })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        persoonId: abonnement.persoonId,
        p256dh: abonnement.p256dh,
        auth: abonnement.auth,
        createdAt: at,
        lastSuccessAt: null,
      }),
    )
    .execute();
  const own = await db
    .selectFrom('pushAbonnement')
    .select('id')
    .where('persoonId', '=', abonnement.persoonId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const over = own.slice(max).map((r) => r.id);
  if (over.length > 0) await db.deleteFrom('pushAbonnement').where('id', 'in', over).execute();
  return Math.min(own.length, max);
}

/** Removes one of the person's own subscriptions; whether there was one. */
export async function deleteOwnAbonnement(
  db: Db,
  persoonId: number,
  endpoint: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('pushAbonnement')
    .where('persoonId', '=', persoonId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countAbonnementen(db: Db, persoonId: number): Promise<number> {
  const row = await db
    .selectFrom('pushAbonnement')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('persoonId', '=', persoonId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function abonnementenOf(db: Db, persoonId: number) {
  return db
    .selectFrom('pushAbonnement')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('persoonId', '=', persoonId)
    .orderBy('id')
    .execute();
}

/** The push service said the subscription is gone (404/410): it is never tried again. */
export async function removeAbonnement(db: Db, id: number): Promise<void> {
  await db.deleteFrom('pushAbonnement').where('id', '=', id).execute();
}

export async function markAbonnementReached(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('pushAbonnement')
    .set({ lastSuccessAt: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Of these persons, those who switched push of this kind on (it is off by default). */
export async function pushOn(
  db: Db,
  soort: BerichtSoort,
  persoonIds: readonly number[],
): Promise<Set<number>> {
  const on = new Set<number>();
  for (let i = 0; i < persoonIds.length; i += 500) {
    const rows = await db
      .selectFrom('berichtVoorkeur')
      .select('persoonId')
      .where('kind', '=', soort)
      .where('channel', '=', 'push')
      .where('enabled', '=', 1)
      .where('persoonId', 'in', persoonIds.slice(i, i + 500))
      .execute();
    for (const row of rows) on.add(row.persoonId);
  }
  return on;
}

/**
 * Their subscriptions for the privacy export: the push service's host and the dates, not the
 * endpoint's path or the keys (bytes that mean nothing to them and identify the browser).
 */
export async function abonnementenForExport(db: Db, persoonIds: readonly number[]) {
  if (persoonIds.length === 0) return [];
  const rows = await db
    .selectFrom('pushAbonnement')
    .select(['persoonId', 'endpoint', 'createdAt', 'lastSuccessAt'])
    .where('persoonId', 'in', [...persoonIds])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    persoonId: r.persoonId,
    pushdienst: URL.canParse(r.endpoint) ? new URL(r.endpoint).host : '',
    aangemaakt: r.createdAt,
    laatstBereikt: r.lastSuccessAt,
  }));
}

export async function deleteAbonnementenOf(db: Db, persoonIds: readonly number[]): Promise<void> {
  if (persoonIds.length === 0) return;
  await db
    .deleteFrom('pushAbonnement')
    .where('persoonId', 'in', [...persoonIds])
    .execute();
}

/** The site's VAPID pair kept in the database (PostgreSQL), or undefined before the first. */
export async function keptVapidKeys(db: Db) {
  return db
    .selectFrom('pushSleutel')
    .select(['publicKey', 'privateKey'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

/** Stores a pair unless another instance stored one first (then that one counts). */
export async function keepVapidKeys(
  db: Db,
  keys: { publicKey: string; privateKey: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('pushSleutel')
    .values({ id: 1, ...keys, createdAt: now.toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
