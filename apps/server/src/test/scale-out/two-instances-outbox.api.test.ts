// Two app instances on one database, both with the outbox's sender running and mail to one SMTP
// sink (issue 28, decision 029): an announcement to every participant and a round's messages
// (its fact fanned out by whichever instance claims it) arrive exactly once each, counted by
// Message-ID (the row's idempotency key). Each instance sends from its own address, so the sink
// tells who sent what: on PostgreSQL both take part (the other hears of the write by
// LISTEN/NOTIFY at once; on SQLite only at its next 5 s look, so there one may do it all).
// Runs on SQLite (two connections to one file) and, in server-pg, on PostgreSQL.
import {
  berichtenPaths,
  mededelingResponseSchema,
  uitslagSchema,
  type OrganiserSchedule,
  type Rondes,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageId } from '../../outbox/mail-channel';
import { ADMIN_ENV } from '../api-test-client';
import { createOrganiserClient, type OrganiserClient } from '../organiser/organiser-client';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';
import { onPostgres } from '../test-database';
import { startAnotherInstance, startTestServer } from '../test-server';
import type { TestServer } from '../test-server';

const PUBLIC_URL = 'https://superelf.example.nl';
const FROM_A = 'instantie-a@example.nl';
const FROM_B = 'instantie-b@example.nl';

let sink: SmtpSink;
let a: TestServer;
let b: TestServer;
let client: OrganiserClient;

beforeAll(async () => {
  // A receiving server that takes 20 ms a mail: a batch outlasts the other instance's wake.
  sink = await startSmtpSink({ delayMs: 20 });
  a = await startTestServer({
    env: {
      ...ADMIN_ENV,
      SMTP_URL: sink.url,
      MAIL_FROM: `Superelf <${FROM_A}>`,
      PUBLIC_URL,
      // The round's messages at once: the test waits for them.
      ROUND_MESSAGE_DELAY_SECONDS: '0',
    },
  });
  b = await startAnotherInstance({ ...a, env: { ...a.env, MAIL_FROM: `Superelf <${FROM_B}>` } });
  client = await createOrganiserClient(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await sink?.close();
});

vi.setConfig({ testTimeout: 300_000 });

async function enterScore(wedstrijdId: number, home: number, away: number) {
  const uitslag = uitslagSchema.parse(await client.ok('GET', organiserPaths.uitslag(wedstrijdId)));
  await client.ok('PUT', organiserPaths.uitslag(wedstrijdId), {
    version: uitslag.wedstrijd.version,
    homeGoals: home,
    awayGoals: away,
    events: [],
  });
}

describe('two instances sending one outbox', () => {
  it('deliver every message exactly once', async () => {
    const answer = await client.ok(
      'POST',
      berichtenPaths.mededelingen,
      { titel: 'Twee servers', tekst: 'Elk bericht komt een keer aan.' },
      201,
    );
    const { ontvangers } = mededelingResponseSchema.parse(answer);
    // The last match of the next round: its fact, claimed by one, fans out a message per person.
    const rondes = await a.getJson<Rondes>(apiPaths.wedstrijdRondes);
    const round = rondes.find((r) => r.state === 'gepland')!.round;
    const schedule = await client.ok<OrganiserSchedule>('GET', organiserPaths.speelschema);
    for (const w of schedule.rondes[round - 1]!.wedstrijden) await enterScore(w.id, 1, 1);

    const rows = await vi.waitFor(
      async () => {
        const all = await a.db
          .selectFrom('bericht')
          .select(['idempotencyKey', 'kind', 'status'])
          .where('channel', '=', 'mail')
          .execute();
        expect(all.filter((r) => r.kind === 'ronde').length).toBeGreaterThan(0);
        expect(all.filter((r) => r.status !== 'sent')).toEqual([]);
        return all;
      },
      { timeout: 240_000, interval: 200 },
    );
    expect(rows.filter((r) => r.kind === 'mededeling')).toHaveLength(ontvangers);
    expect(rows.length).toBeGreaterThan(300);
    // The fact was handled once: one row, sent.
    const facts = await a.db
      .selectFrom('bericht')
      .select('status')
      .where('channel', '=', 'intern')
      .execute();
    expect(facts).toEqual([{ status: 'sent' }]);

    const expected = new Set(rows.map((r) => messageId(r.idempotencyKey, PUBLIC_URL)));
    await vi.waitFor(() => expect(sink.mails.length).toBeGreaterThanOrEqual(rows.length), {
      timeout: 60_000,
      interval: 100,
    });
    const counts = sink.countByMessageId();
    expect([...expected].filter((id) => counts.get(id) !== 1)).toEqual([]);
    expect([...counts.keys()].filter((id) => !expected.has(id))).toEqual([]);
    expect(sink.mails).toHaveLength(rows.length);

    const byA = sink.mails.filter((m) => m.from === FROM_A).length;
    const byB = sink.mails.filter((m) => m.from === FROM_B).length;
    expect(byA + byB).toBe(rows.length);
    if (onPostgres()) {
      expect(byA).toBeGreaterThan(0);
      expect(byB).toBeGreaterThan(0);
    }
    console.log(`two instances: ${rows.length} messages once each, ${byA} by A and ${byB} by B`);
  });
});
