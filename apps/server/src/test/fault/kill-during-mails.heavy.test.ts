// kill -9 while the outbox sends a batch of 2,000 mails (issue 28, decision 029): the real
// server in its own process, mail over real SMTP to a sink started here, the organiser's
// announcement to every participant of a 2,000-participant season. The process is killed from
// inside the sink the moment it has received mail number KILL_AT in full, before it answers 250:
// that mail is delivered but its sender never hears so. After a restart on the same data every
// message is delivered, counted by its Message-ID (the outbox row's idempotency key). A mail in
// flight at the kill comes again (at least once); the sink, as a receiving server that keeps
// Message-IDs, counts it as a copy. The copies are reported and bounded by the rows that were
// in flight at the kill; nothing else arrives twice. On SQLite and PostgreSQL.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { berichtenPaths, mededelingResponseSchema, outboxResponseSchema } from '@clubelf/contract';
import { generateDemoSeason } from '@clubelf/demo';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '../../db/database';
import type { Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { seedDemoSeason } from '../../demo-seed/seed-demo';
import { messageId } from '../../outbox/mail-channel';
import { ADMIN_ENV, createApiClient } from '../api-test-client';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';
import { freshTestDatabase } from '../test-database';
import { TEST_API_KEY } from '../test-server';
import { freePort, remoteServer, startServerProcess } from './server-process';

const DEELNEMERS = 2_000;
/** Killed when this many mails have arrived: some, far from all. */
const KILL_AT = 400;
const PUBLIC_URL = 'https://superelf.example.nl';

/**
 * The sender's lease on a claimed row (OUTBOX_LEASE_SECONDS), short so the restarted sender
 * claims the dead one's rows soon: long enough for a batch of 100 to a local sink.
 */
const LEASE_SECONDS = 15;

/** How far ahead the latest lease of a claimed row lies, in ms (0 without one). */
async function latestLeaseAhead(db: Db): Promise<number> {
  const claimed = await db
    .selectFrom('bericht')
    .select('leaseUntil')
    .where('status', '=', 'sending')
    .execute();
  const now = Date.now();
  return Math.max(
    0,
    ...claimed.map((r) => (r.leaseUntil === null ? 0 : new Date(r.leaseUntil).getTime() - now)),
  );
}

async function statusCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('bericht')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('kind', '=', 'mededeling')
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

describe('kill -9 while the outbox sends 2,000 mails', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-kill-mail-'));
  let drop: () => Promise<void> = async () => undefined;
  let child: ChildProcess | undefined;
  let sink: SmtpSink | undefined;
  let db: Db | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL');
    await db?.destroy();
    await sink?.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers every message after a restart, a copy only of what was in flight', async () => {
    const database = await freshTestDatabase(dataDir, true);
    drop = database.drop;
    db = connectDatabase({
      dbFile: path.join(dataDir, 'clubelf.db'),
      databaseUrl: database.env.DATABASE_URL,
    });
    await migrateToLatest(db);
    // No recompute here: the server computes the season when it starts on it.
    await seedDemoSeason(db, generateDemoSeason({ deelnemerCount: DEELNEMERS }));

    let killed: Promise<unknown> | undefined;
    sink = await startSmtpSink({
      async onMail(_mail, count) {
        if (count !== KILL_AT || !child) return;
        const dead = child;
        killed = new Promise((resolve) => dead.once('exit', resolve));
        dead.kill('SIGKILL');
        // Answered only once the sender is gone: it never hears that this one arrived.
        await killed;
      },
    });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      ...database.env,
      ...ADMIN_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_KEY: TEST_API_KEY,
      LOG_LEVEL: 'silent',
      DEMO: 'false',
      SMTP_URL: sink.url,
      MAIL_FROM: 'Superelf <superelf@example.nl>',
      PUBLIC_URL,
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    child = await startServerProcess(env, url);
    const client = await createApiClient(remoteServer(url));
    const token = await client.login();
    const answer = await client.send(berichtenPaths.mededelingen, {
      body: { titel: 'Slotavond', tekst: 'Vrijdag de prijsuitreiking in de kantine.' },
      token,
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    const { ontvangers } = mededelingResponseSchema.parse(await answer.json());
    expect(ontvangers).toBeGreaterThanOrEqual(DEELNEMERS * 0.95);

    // Killed from inside the sink at mail KILL_AT.
    await vi.waitFor(() => expect(killed).toBeDefined(), { timeout: 120_000, interval: 50 });
    await killed;
    const atKill = await statusCounts(db);
    const inFlight = atKill.sending ?? 0;
    expect(atKill.sent ?? 0).toBeLessThan(ontvangers);
    expect(inFlight).toBeGreaterThan(0);
    const deliveredAtKill = sink.mails.length;
    expect(deliveredAtKill).toBeLessThan(ontvangers);

    // The dead sender's claims hold for the configured lease, no longer: a sender that took a
    // longer one (ignoring the setting) fails here.
    expect(await latestLeaseAhead(db)).toBeLessThanOrEqual(LEASE_SECONDS * 1000);

    // The same data, the same settings: the claimed rows' leases run out and any sender claims
    // them again, the restarted one at most LEASE_SECONDS after the kill.
    child = await startServerProcess(env, url);
    const again = await createApiClient(remoteServer(url));
    const token2 = await again.login();
    await vi.waitFor(
      async () => {
        const response = await again.send(berichtenPaths.outbox, { method: 'GET', token: token2 });
        const { aantallen } = outboxResponseSchema.parse(await response.json());
        expect(aantallen).toEqual({ waiting: 0, sending: 0, sent: ontvangers, failed: 0 });
      },
      { timeout: 240_000, interval: 500 },
    );

    const keys = await db
      .selectFrom('bericht')
      .select('idempotencyKey')
      .where('kind', '=', 'mededeling')
      .execute();
    expect(keys).toHaveLength(ontvangers);
    const expected = new Set(keys.map((k) => messageId(k.idempotencyKey, PUBLIC_URL)));
    const counts = sink.countByMessageId();
    // Every message arrived, and nothing that is not one of them.
    expect([...expected].filter((id) => !counts.has(id))).toEqual([]);
    expect([...counts.keys()].filter((id) => !expected.has(id))).toEqual([]);
    // Copies: only of rows in flight at the kill (claimed, their 'sent' not written), at most
    // once more each; the one the sink held when the sender died is certainly among them.
    const copies = [...counts.values()].filter((n) => n > 1);
    expect(copies.every((n) => n === 2)).toBe(true);
    expect(copies.length).toBeGreaterThanOrEqual(1);
    expect(copies.length).toBeLessThanOrEqual(inFlight);
    expect(counts.get(sink.mails[KILL_AT - 1]!.messageId)).toBe(2);
    console.log(
      `kill during mails: ${ontvangers} messages, killed at ${deliveredAtKill} delivered ` +
        `(${atKill.sent ?? 0} marked sent, ${inFlight} in flight); after the restart all ` +
        `${expected.size} delivered, ${copies.length} sent twice and dropped by Message-ID ` +
        `(${sink.mails.length} mails received)`,
    );
  }, 600_000);
});
