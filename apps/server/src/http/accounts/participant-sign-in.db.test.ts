// Participants sign in by link (issue 27), on SQLite and PostgreSQL, with the mail going over
// real SMTP to a sink started here. Each test speaks from its own address (TRUST_PROXY and
// X-Forwarded-For), so one test's throttle counts leave the others alone.
import {
  INLOGGEN_MESSAGE,
  inloglinkResponseSchema,
  loginResponseSchema,
  mijnPaths,
  mijnResponseSchema,
} from '@clubelf/contract';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_ENV, createApiClient } from '../../test/api-test-client';
import { linkTokenIn, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { startTestServer, type TestServer } from '../../test/test-server';
import { LINK_REFUSED } from './participant-login-routes';

const PUBLIC_URL = 'https://superelf.example.nl';

let sink: SmtpSink;
let server: TestServer;
let client: Awaited<ReturnType<typeof createApiClient>>;
let organiserToken: string;
let nextAddress = 1;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    env: {
      ...ADMIN_ENV,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Superelf <superelf@example.nl>',
      PUBLIC_URL,
      TRUST_PROXY: 'true',
    },
  });
  client = await createApiClient(server);
  organiserToken = await client.login();
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

interface Refusal {
  error: { code: string; message: string; details?: { problems: unknown[] } };
}

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as Refusal).error.message;
}

/** A client address of its own for each test. */
function freshAddress(): string {
  return `10.27.0.${nextAddress++}`;
}

function send(path: string, options: Parameters<typeof client.send>[1] & { from?: string } = {}) {
  const { from, ...rest } = options;
  return client.send(path, {
    ...rest,
    headers: { ...rest.headers, 'x-forwarded-for': from ?? '10.27.1.1' },
  });
}

/**
 * Two participants of the demo season with their e-mail and person, with a selection; each
 * test takes its own (`offset`), so the per-address throttle of one test leaves the next alone.
 */
async function twoParticipants(offset = 0) {
  const rows = await server.db
    .selectFrom('deelnemer')
    .innerJoin('persoon', 'persoon.id', 'deelnemer.persoonId')
    .innerJoin('selectieSpeler', 'selectieSpeler.deelnemerId', 'deelnemer.id')
    .select(['deelnemer.id', 'deelnemer.email', 'deelnemer.persoonId', 'persoon.name'])
    .where('deelnemer.email', 'is not', null)
    .groupBy(['deelnemer.id', 'deelnemer.email', 'deelnemer.persoonId', 'persoon.name'])
    .orderBy('deelnemer.id')
    .offset(offset * 2)
    .limit(2)
    .execute();
  const [a, b] = rows;
  if (!a?.email || !b?.email || !a.persoonId || !b.persoonId) throw new Error('demo lacks e-mail');
  return [a, b] as const;
}

async function countRows(table: 'inloglink' | 'persoonAccount' | 'loginAttempt') {
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function signInByMail(email: string, from = freshAddress()): Promise<string> {
  sink.mails.length = 0;
  const asked = await send(mijnPaths.inloggen, { body: { email }, from });
  expect(asked.status).toBe(202);
  const mail = await sink.waitFor(email);
  const confirmed = await send(mijnPaths.bevestigen, {
    body: { token: linkTokenIn(mail.text) },
    from,
  });
  expect(confirmed.status).toBe(200);
  return loginResponseSchema.parse(await confirmed.json()).token;
}

describe('mail sign-in', () => {
  it('says mail sign-in is offered when SMTP is set', async () => {
    const response = await send(mijnPaths.inlogopties, { method: 'GET' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ mail: true });
  });

  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const [a] = await twoParticipants(0);
    sink.mails.length = 0;
    const from = freshAddress();
    const known = await send(mijnPaths.inloggen, {
      body: { email: ` ${a.email!.toUpperCase()} ` },
      from,
    });
    const unknown = await send(mijnPaths.inloggen, { body: { email: 'niemand@example.nl' }, from });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    const [knownBody, unknownBody] = [await known.text(), await unknown.text()];
    expect(knownBody).toBe(unknownBody);
    expect(JSON.parse(knownBody)).toEqual({ message: INLOGGEN_MESSAGE });
    await server.app.signInMailsSent();
    expect(sink.mails.map((m) => m.to)).toEqual([[a.email!.toLowerCase()]]);
    const mail = sink.mails[0]!;
    expect(mail.from).toBe('superelf@example.nl');
    expect(mail.text).toContain(`Hallo ${a.name},`);
    expect(mail.text).toContain(`${PUBLIC_URL}/authentication/link?token=`);
    // Only the hash is stored: the token from the mail is in no row.
    const token = linkTokenIn(mail.text);
    const stored = await server.db.selectFrom('inloglink').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers a known and an unknown address alike, and logs how long each took', async () => {
    const known = (
      await server.db
        .selectFrom('deelnemer')
        .select('email')
        .where('email', 'is not', null)
        .orderBy('id', 'desc')
        .limit(5)
        .execute()
    ).map((r) => r.email!);
    const timeOf = async (email: string) => {
      const started = performance.now();
      const response = await send(mijnPaths.inloggen, { body: { email }, from: freshAddress() });
      await response.text();
      expect(response.status).toBe(202);
      return performance.now() - started;
    };
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (const [i, email] of known.entries()) {
      knownMs.push(await timeOf(email));
      unknownMs.push(await timeOf(`onbekend-${i}@example.nl`));
      await server.app.signInMailsSent();
    }
    console.log(
      `mail sign-in answer: known ${median(knownMs).toFixed(1)} ms, unknown ${median(unknownMs).toFixed(1)} ms (median of ${known.length})`,
    );
    // The lookup and the mail come after the answer, so a known address is not visibly slower.
    // That is a measurement, logged here, not a test's verdict: on a busy machine any clock
    // comparison can fail (docs/decisions/023). Every answer above was the same 202.
    expect(knownMs).toHaveLength(unknownMs.length);
  });

  it('refuses a bad e-mail with a Dutch 400 naming the field', async () => {
    const response = await send(mijnPaths.inloggen, {
      body: { email: 'geen-adres' },
      from: freshAddress(),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Refusal;
    expect(body.error.details?.problems).toEqual([
      { field: 'email', message: 'email: Vul een e-mailadres in zoals naam@voorbeeld.nl' },
    ]);
  });

  it('signs in once with the link: a participant token for the person, then never again', async () => {
    const [a] = await twoParticipants(1);
    sink.mails.length = 0;
    const from = freshAddress();
    await send(mijnPaths.inloggen, { body: { email: a.email }, from });
    const linkToken = linkTokenIn((await sink.waitFor(a.email!)).text);

    const first = await send(mijnPaths.bevestigen, { body: { token: linkToken }, from });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const { token, isAuthSuccessful } = loginResponseSchema.parse(await first.json());
    expect(isAuthSuccessful).toBe(true);
    expect(decodeJwt(token)).toMatchObject({
      sub: `persoon:${a.persoonId}`,
      name: a.name,
      rol: 'deelnemer',
    });

    const mijn = await send(mijnPaths.mijn, { method: 'GET', token });
    expect(mijn.status).toBe(200);
    const body = mijnResponseSchema.parse(await mijn.json());
    expect(body.persoon).toEqual({ id: a.persoonId, name: a.name });
    expect(body.teams.map((t) => t.deelnemerId)).toContain(a.id);
    expect(body.teams.find((t) => t.deelnemerId === a.id)?.position).toBeGreaterThan(0);
    // The window open now, as the organiser set it (no deadline before item 3 of issue 27).
    const open = await server.db
      .selectFrom('transferWindow')
      .select(['id', 'fromRound'])
      .where('isOpen', '=', 1)
      .orderBy('fromRound', 'desc')
      .executeTakeFirst();
    expect(body.transferperiode).toEqual(open ? { ...open, sluitOp: null, isOpen: true } : null);

    const again = await send(mijnPaths.bevestigen, { body: { token: linkToken }, from });
    expect(again.status).toBe(400);
    expect(await messageOf(again)).toBe(LINK_REFUSED);
    expect(await countRows('persoonAccount')).toBeGreaterThanOrEqual(1);
  });

  it('refuses an unknown token and a malformed one in Dutch', async () => {
    const from = freshAddress();
    const unknown = await send(mijnPaths.bevestigen, { body: { token: 'x'.repeat(43) }, from });
    expect(unknown.status).toBe(400);
    expect(await messageOf(unknown)).toBe(LINK_REFUSED);
    const malformed = await send(mijnPaths.bevestigen, { body: { token: 'kort' }, from });
    expect(malformed.status).toBe(400);
    expect(await messageOf(malformed)).toContain('inloglink');
  });

  it('refuses a link after its 15 minutes (a controlled clock)', async () => {
    const [, b] = await twoParticipants(2);
    sink.mails.length = 0;
    const from = freshAddress();
    await send(mijnPaths.inloggen, { body: { email: b.email }, from });
    const linkToken = linkTokenIn((await sink.waitFor(b.email!)).text);
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + 15 * 60_000 + 1_000,
      shouldAdvanceTime: true,
    });
    const late = await send(mijnPaths.bevestigen, { body: { token: linkToken }, from });
    expect(late.status).toBe(400);
    expect(await messageOf(late)).toBe(LINK_REFUSED);
    vi.useRealTimers();
    // Refused, and not used up by the refusal: still unused in its row.
    const rows = await server.db
      .selectFrom('inloglink')
      .select('usedAt')
      .where('kind', '=', 'mail')
      .execute();
    expect(rows.some((r) => r.usedAt === null)).toBe(true);
  });

  it('throttles asks per e-mail (3 per 15 minutes) and writes nothing when refusing', async () => {
    const email = 'veel-vragen@example.nl';
    for (let i = 0; i < 3; i += 1) {
      const ok = await send(mijnPaths.inloggen, { body: { email }, from: freshAddress() });
      expect(ok.status).toBe(202);
    }
    await server.app.signInMailsSent();
    const [attempts, links] = [await countRows('loginAttempt'), await countRows('inloglink')];
    const refused = await send(mijnPaths.inloggen, {
      body: { email: ' Veel-Vragen@example.nl' },
      from: freshAddress(),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await messageOf(refused)).toMatch(/^Te veel aanvragen voor een inloglink/);
    await server.app.signInMailsSent();
    expect([await countRows('loginAttempt'), await countRows('inloglink')]).toEqual([
      attempts,
      links,
    ]);
  });

  it('throttles asks per address (10 per 15 minutes), and the organiser still signs in from it', async () => {
    const from = freshAddress();
    for (let i = 0; i < 10; i += 1) {
      const ok = await send(mijnPaths.inloggen, { body: { email: `adres-${i}@example.nl` }, from });
      expect(ok.status).toBe(202);
    }
    const refused = await send(mijnPaths.inloggen, { body: { email: 'nog-een@example.nl' }, from });
    expect(refused.status).toBe(429);
    const login = await send('/api/accounts/login', {
      body: { userName: ADMIN_ENV.ADMIN_USERNAME, password: ADMIN_ENV.ADMIN_PASSWORD },
      from,
    });
    expect(login.status).toBe(200);
  });
});

describe("the organiser's link", () => {
  it('makes a 7-day link for a participant that works once and never again', async () => {
    const [a] = await twoParticipants(3);
    const made = await send(mijnPaths.inloglink(a.id), { token: organiserToken });
    expect(made.status).toBe(201);
    const { url, expiresAt } = inloglinkResponseSchema.parse(await made.json());
    expect(url).toMatch(
      new RegExp(`^${PUBLIC_URL}/authentication/link\\?token=[A-Za-z0-9_-]{43}$`),
    );
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const linkToken = new URL(url).searchParams.get('token');
    const from = freshAddress();
    const first = await send(mijnPaths.bevestigen, { body: { token: linkToken }, from });
    expect(first.status).toBe(200);
    const { token } = loginResponseSchema.parse(await first.json());
    expect(decodeJwt(token)).toMatchObject({ sub: `persoon:${a.persoonId}`, rol: 'deelnemer' });
    const second = await send(mijnPaths.bevestigen, { body: { token: linkToken }, from });
    expect(second.status).toBe(400);
    // Audited without the link.
    const audit = await server.db
      .selectFrom('auditLog')
      .select(['action', 'details'])
      .where('action', '=', 'deelnemer.inloglink')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).not.toContain(linkToken);
  });

  it('answers 404 in Dutch for a participant that does not exist', async () => {
    const response = await send(mijnPaths.inloglink(999_999), { token: organiserToken });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('Deelnemer 999999 bestaat niet.');
  });
});

describe('roles', () => {
  it("refuses a participant's token on organiser routes (403) and an organiser's on the participant's", async () => {
    const [a] = await twoParticipants(4);
    const token = await signInByMail(a.email!);
    const organiserRoute = await send('/api/organiser/deelnemers', { method: 'GET', token });
    expect(organiserRoute.status).toBe(403);
    expect(await messageOf(organiserRoute)).toBe(
      'Alleen de organisatie mag dit doen. Je bent ingelogd als deelnemer.',
    );
    const mijn = await send(mijnPaths.mijn, { method: 'GET', token: organiserToken });
    expect(mijn.status).toBe(403);
    const none = await send(mijnPaths.mijn, { method: 'GET' });
    expect(none.status).toBe(401);
  });

  it("shows a participant their own team and refuses another's (403)", async () => {
    const [a, b] = await twoParticipants(5);
    const token = await signInByMail(a.email!);
    const own = await send(`/api/mijn/teams/${a.id}`, { method: 'GET', token });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { id: number }).id).toBe(a.id);
    const other = await send(`/api/mijn/teams/${b.id}`, { method: 'GET', token });
    expect(other.status).toBe(403);
    expect(await messageOf(other)).toBe('Dit team is niet van jou: je ziet alleen je eigen teams.');
  });
});
