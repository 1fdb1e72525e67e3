// The outbox table (migration 0019): writing a message inside the caller's transaction, the
// sender's lease (claim, done, retry later, give up) and the organiser's list. A row is claimed
// by one conditional UPDATE, so with several instances exactly one of them sends it; a crash
// leaves a lease that runs out, and the row is claimed again.
import type { Selectable } from 'kysely';
import type { BerichtStatus } from '@clubelf/contract';
import type { Db } from '../db/database';
import { letIoIn } from '../lib/let-io-in';
import type { BerichtTable } from '../db/schema';

export type BerichtRow = Selectable<BerichtTable>;

/**
 * mail goes out over SMTP; push to the person's browsers (Web Push); intern is a fact the
 * server handles itself (a round's fan-out).
 */
export type BerichtChannel = 'mail' | 'push' | 'intern';

export interface NewBericht {
  persoonId: number | null;
  kind: string;
  channel: BerichtChannel;
  idempotencyKey: string;
  address: string | null;
  subject: string;
  payload: unknown;
}

/** Writes the messages; one whose key is already there is left as it is (written once). */
export async function insertBerichten(
  db: Db,
  berichten: readonly NewBericht[],
  now: Date,
): Promise<number> {
  let written = 0;
  // In slices: a message per participant of a big season stays under the bind-parameter limit,
  // and the public reads waiting meanwhile are answered between them.
  for (let i = 0; i < berichten.length; i += 500) {
    if (i > 0) await letIoIn();
    const slice = berichten.slice(i, i + 500);
    const inserted = await db
      .insertInto('bericht')
      .values(
        slice.map((b) => ({
          persoonId: b.persoonId,
          kind: b.kind,
          channel: b.channel,
          idempotencyKey: b.idempotencyKey,
          address: b.address,
          subject: b.subject,
          payload: JSON.stringify(b.payload),
          status: 'waiting',
          nextAttemptAt: now.toISOString(),
          createdAt: now.toISOString(),
        })),
      )
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .returning('id')
      .execute();
    written += inserted.length;
  }
  return written;
}

/**
 * A fact to handle again (a round complete once more after a correction): a new row, or the
 * existing one waiting again, due at `dueAt` (now by default), whatever its state (a sender
 * holding it finds its lease gone and leaves the row to the next turn). Armed again before it is
 * due, it is due later: the fact is handled once, after the last change.
 */
export async function armFact(
  db: Db,
  fact: Omit<NewBericht, 'channel' | 'address' | 'persoonId'>,
  now: Date,
  dueAt: Date = now,
): Promise<void> {
  const at = dueAt.toISOString();
  await db
    .insertInto('bericht')
    .values({
      persoonId: null,
      kind: fact.kind,
      channel: 'intern',
      idempotencyKey: fact.idempotencyKey,
      address: null,
      subject: fact.subject,
      payload: JSON.stringify(fact.payload),
      status: 'waiting',
      nextAttemptAt: at,
      createdAt: now.toISOString(),
    })
    .onConflict((oc) =>
      oc.column('idempotencyKey').doUpdateSet({
        status: 'waiting',
        attempts: 0,
        nextAttemptAt: at,
        leaseOwner: null,
        leaseUntil: null,
        lastError: null,
        sentAt: null,
      }),
    )
    .execute();
}

/**
 * Claims up to `limit` due rows of these channels for `owner` until `leaseUntil`: waiting ones
 * whose time has come and sending ones whose lease ran out (their sender died). One statement;
 * on PostgreSQL the rows are locked and others' locked rows skipped, and the outer WHERE is
 * checked again on the locked row, so two instances never both claim one.
 */
export async function claimDue(
  db: Db,
  options: {
    owner: string;
    channels: readonly BerichtChannel[];
    now: Date;
    leaseUntil: Date;
    limit: number;
    postgres: boolean;
  },
): Promise<BerichtRow[]> {
  const now = options.now.toISOString();
  let pick = db
    .selectFrom('bericht')
    .select('id')
    .where('channel', 'in', [...options.channels])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'waiting'), eb('nextAttemptAt', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('leaseUntil', '<', now)]),
      ]),
    )
    .orderBy('id')
    .limit(options.limit);
  if (options.postgres) pick = pick.forUpdate().skipLocked();
  const rows = await db
    .updateTable('bericht')
    .set((eb) => ({
      status: 'sending',
      leaseOwner: options.owner,
      leaseUntil: options.leaseUntil.toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', pick)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'waiting'), eb('nextAttemptAt', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('leaseUntil', '<', now)]),
      ]),
    )
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/** Sent: only by the sender that still holds the lease (a re-armed fact stays waiting). */
export async function markSent(db: Db, id: number, owner: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bericht')
    .set({ status: 'sent', sentAt: now.toISOString(), leaseOwner: null, leaseUntil: null })
    .where('id', '=', id)
    .where('leaseOwner', '=', owner)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Not sent this time: waiting again from `next`, or failed for good, with the reason. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  owner: string,
  outcome: { reason: string; next: Date | null },
): Promise<void> {
  await db
    .updateTable('bericht')
    .set({
      status: outcome.next === null ? 'failed' : 'waiting',
      nextAttemptAt: (outcome.next ?? new Date()).toISOString(),
      lastError: outcome.reason.slice(0, 1000),
      leaseOwner: null,
      leaseUntil: null,
    })
    .where('id', '=', id)
    .where('leaseOwner', '=', owner)
    .where('status', '=', 'sending')
    .execute();
}

/** Without mail settings: the waiting mails say why they wait (once, not on every turn). */
export async function noteWaitingMail(db: Db, reason: string): Promise<void> {
  await db
    .updateTable('bericht')
    .set({ lastError: reason })
    .where('channel', '=', 'mail')
    .where('status', '=', 'waiting')
    .where((eb) => eb.or([eb('lastError', 'is', null), eb('lastError', '!=', reason)]))
    .execute();
}

/** The organiser's retry: a failed or waiting message goes out at the next turn. */
export async function retryNow(db: Db, id: number, now: Date): Promise<BerichtRow | undefined> {
  const rows = await db
    .updateTable('bericht')
    .set({ status: 'waiting', attempts: 0, nextAttemptAt: now.toISOString() })
    .where('id', '=', id)
    .where('status', 'in', ['failed', 'waiting'])
    .returningAll()
    .execute();
  return rows[0];
}

export async function findBericht(db: Db, id: number): Promise<BerichtRow | undefined> {
  return db.selectFrom('bericht').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The newest messages to people (facts left out), with the person's name, and every failed one
 * among the newest `limit` failures too, so a failure is never pushed out of sight by a round's
 * thousands of sent messages. Newest first.
 */
export async function listOutbox(db: Db, limit: number) {
  const base = () =>
    db
      .selectFrom('bericht')
      .leftJoin('persoon', 'persoon.id', 'bericht.persoonId')
      .select([
        'bericht.id',
        'bericht.kind',
        'bericht.channel',
        'bericht.address',
        'bericht.subject',
        'bericht.status',
        'bericht.attempts',
        'bericht.lastError',
        'bericht.createdAt',
        'bericht.sentAt',
        'bericht.nextAttemptAt',
        'persoon.name as persoonName',
      ])
      .where('bericht.channel', '!=', 'intern')
      .orderBy('bericht.id', 'desc')
      .limit(limit);
  const [newest, failed] = await Promise.all([
    base().execute(),
    base().where('bericht.status', '=', 'failed').execute(),
  ]);
  const byId = new Map([...newest, ...failed].map((r) => [r.id, r]));
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

export async function countByStatus(db: Db): Promise<Record<BerichtStatus, number>> {
  const rows = await db
    .selectFrom('bericht')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('channel', '!=', 'intern')
    .groupBy('status')
    .execute();
  const counts: Record<BerichtStatus, number> = { waiting: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) {
    if (row.status in counts) counts[row.status as BerichtStatus] = Number(row.n);
  }
  return counts;
}

/** When the last announcement was written (the throttle against a double click). */
export async function lastMededelingAt(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('bericht')
    .select((eb) => eb.fn.max('createdAt').as('at'))
    .where('kind', '=', 'mededeling')
    .executeTakeFirst();
  return (row?.at as string | null | undefined) ?? undefined;
}

/** The persons' messages, for their privacy export (the address and text are theirs). */
export async function berichtenOf(db: Db, persoonIds: readonly number[]) {
  if (persoonIds.length === 0) return [];
  return db
    .selectFrom('bericht')
    .select(['persoonId', 'kind', 'channel', 'address', 'subject', 'status', 'createdAt', 'sentAt'])
    .where('persoonId', 'in', [...persoonIds])
    .orderBy('id')
    .execute();
}

/** Removes their messages and choices (they hold the address and what was said to them). */
export async function deleteBerichtenOf(db: Db, persoonIds: readonly number[]): Promise<void> {
  if (persoonIds.length === 0) return;
  await db
    .deleteFrom('bericht')
    .where('persoonId', 'in', [...persoonIds])
    .execute();
  await db
    .deleteFrom('berichtVoorkeur')
    .where('persoonId', 'in', [...persoonIds])
    .execute();
}

/** A row count in one statement (the bench and tests wait on it). */
export async function countSent(db: Db, kind: string): Promise<number> {
  const row = await db
    .selectFrom('bericht')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('kind', '=', kind)
    .where('status', '=', 'sent')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The club's colours for the mail's HTML (#rrggbb), or the site's defaults. */
export async function clubColours(db: Db): Promise<{ primary: string; secondary: string }> {
  const row = await db
    .selectFrom('huisstijl')
    .select(['primaryColour', 'secondaryColour'])
    .executeTakeFirst();
  return { primary: row?.primaryColour ?? '#b00000', secondary: row?.secondaryColour ?? '#ffffff' };
}
