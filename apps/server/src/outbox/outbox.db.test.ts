// The outbox (issue 28) over real HTTP and real SMTP (a sink started here), on SQLite and
// PostgreSQL: the round message when the last match of a round is entered and not again for a
// correction that moves nobody, the enrolment decision, the one-click unsubscribe by the
// header's POST, the participant's choices, the announcement with its throttle, and the
// organiser's list with a retry.
import {
  afmeldenResponseSchema,
  berichtenPaths,
  inloglinkResponseSchema,
  loginResponseSchema,
  mededelingResponseSchema,
  mijnBerichtenResponseSchema,
  mijnPaths,
  outboxResponseSchema,
  uitslagSchema,
  type AanmeldingOpen,
  type OrganiserAanmelding,
  type OrganiserSchedule,
  type Rondes,
  type Transferperiode,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { aanmeldingPaths, apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_ENV } from '../test/api-test-client';
import { createOrganiserClient, type OrganiserClient } from '../test/organiser/organiser-client';
import { pickSelectie } from '../test/organiser/pick-selectie';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../test/smtp-sink';
import { startTestServer, type TestServer } from '../test/test-server';
import { TOO_SOON } from '../organiser/berichten/mededeling-service';
import { queueDeadlineReminders } from './deadline-bericht';
import { messageId } from './mail-channel';

const PUBLIC_URL = 'https://superelf.example.nl';

let sink: SmtpSink;
let server: TestServer;
let client: OrganiserClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    env: {
      ...ADMIN_ENV,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Superelf <superelf@example.nl>',
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      // The round's message at once: these tests wait for it (the delay has its own test below).
      ROUND_MESSAGE_DELAY_SECONDS: '0',
    },
  });
  client = await createOrganiserClient(server);
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

// Hang guards only: a round's 250 mails over SMTP on a busy 2-core machine take a while.
const WAIT = { timeout: 120_000, interval: 100 };
vi.setConfig({ testTimeout: 240_000 });

async function rows(kind: string) {
  return server.db
    .selectFrom('bericht')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}

/** Every row of `kind` sent (and at least one), the sink holding a mail for each. */
async function allSent(kind: string, atLeast = 1) {
  return vi.waitFor(async () => {
    const all = await rows(kind);
    expect(all.length).toBeGreaterThanOrEqual(atLeast);
    expect(all.filter((r) => r.status !== 'sent')).toEqual([]);
    return all;
  }, WAIT);
}

/** The mails of the sink whose Message-ID is one of these keys. */
function mailsOf(keys: readonly string[]): ReceivedMail[] {
  const ids = new Set(keys.map((k) => messageId(k, PUBLIC_URL)));
  return sink.mails.filter((m) => ids.has(m.messageId));
}

async function enterScore(wedstrijdId: number, home: number, away: number) {
  const uitslag = uitslagSchema.parse(await client.ok('GET', organiserPaths.uitslag(wedstrijdId)));
  return client.ok('PUT', organiserPaths.uitslag(wedstrijdId), {
    version: uitslag.wedstrijd.version,
    homeGoals: home,
    awayGoals: away,
    events: [],
  });
}

async function factOf(round: number) {
  return server.db
    .selectFrom('bericht')
    .selectAll()
    .where('kind', '=', 'ronde-compleet')
    .where('payload', 'like', `%"round":${round}}%`)
    .executeTakeFirst();
}

describe('the round message', () => {
  let round: number;
  let last: number;
  let roundKeys: string[];

  it('goes out when the last match of a round is entered, once per person with an address', async () => {
    const rondes = await server.getJson<Rondes>(apiPaths.wedstrijdRondes);
    round = rondes.find((r) => r.state === 'gepland')!.round;
    const schedule = await client.ok<OrganiserSchedule>('GET', organiserPaths.speelschema);
    const ids = schedule.rondes[round - 1]!.wedstrijden.map((w) => w.id);
    last = ids.at(-1)!;
    for (const id of ids.slice(0, -1)) await enterScore(id, 1, 0);
    // Not complete yet: no fact, no message.
    expect(await factOf(round)).toBeUndefined();
    expect(await rows('ronde')).toEqual([]);

    await enterScore(last, 2, 2);
    await vi.waitFor(async () => expect((await factOf(round))?.status).toBe('sent'), WAIT);
    const sent = await allSent('ronde');
    roundKeys = sent.map((r) => r.idempotencyKey);
    // One per person, to the address of their participant entry (or account).
    expect(new Set(sent.map((r) => r.persoonId)).size).toBe(sent.length);
    const withAddress = await server.db
      .selectFrom('deelnemer')
      .innerJoin('selectieSpeler', 'selectieSpeler.deelnemerId', 'deelnemer.id')
      .select('deelnemer.persoonId')
      .distinct()
      .where('deelnemer.email', 'is not', null)
      .where('deelnemer.email', '!=', '')
      .where('deelnemer.startRonde', '<=', round)
      .execute();
    expect(sent.length).toBe(new Set(withAddress.map((r) => r.persoonId)).size);
    await vi.waitFor(() => expect(mailsOf(roundKeys)).toHaveLength(sent.length), WAIT);

    const mail = mailsOf(roundKeys)[0]!;
    expect(mail.subject).toMatch(new RegExp(`^Speelronde ${round}: je`));
    expect(mail.text).toContain(`punten in speelronde ${round}`);
    // Nobody's players have events, so every participant shares the round's top score: the
    // line names three and counts the rest, not every participant in every mail.
    expect(mail.text).toMatch(
      /Rondewinnaars met 0 punten: [^,\n]+, [^,\n]+, [^,\n]+ en \d+ anderen\./,
    );
    expect(mail.text).toContain(`${PUBLIC_URL}/deelnemers/`);
    expect(mail.text).toContain(`${PUBLIC_URL}/afmelden?token=`);
    expect(mail.html).toContain('<a href="https://superelf.example.nl/deelnemers/');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/superelf\.example\.nl\/api\/afmelden\?token=[^>]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends nothing new for a correction that moves nobody', async () => {
    const before = sink.mails.length;
    const rowsBefore = (await rows('ronde')).length;
    const factBefore = await factOf(round);
    await enterScore(last, 2, 2);
    // The fact is armed again and fanned out again (its attempt counts from 1 again)...
    await vi.waitFor(async () => {
      const fact = await factOf(round);
      expect(fact?.status).toBe('sent');
      expect(fact?.sentAt).not.toBe(factBefore?.sentAt);
    }, WAIT);
    // ...and finds nobody whose position changed.
    expect((await rows('ronde')).length).toBe(rowsBefore);
    expect(sink.mails.length).toBe(before);
  });

  it('unsubscribes by the header: a POST without key or XSRF switches that kind off', async () => {
    const mail = mailsOf(roundKeys)[0]!;
    const target = mail.headers['list-unsubscribe']!.slice(1, -1).replace(PUBLIC_URL, server.url);
    const token = new URL(target).searchParams.get('token')!;
    const persoonId = Number(token.split('.')[0]);
    // The page's GET tells what would be switched off and switches nothing.
    const seen = await server.getJson(`${berichtenPaths.afmelden}?token=${token}`);
    expect(afmeldenResponseSchema.parse(seen)).toMatchObject({ soort: 'ronde', uit: false });
    expect(await server.db.selectFrom('berichtVoorkeur').selectAll().execute()).toEqual([]);

    const posted = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(afmeldenResponseSchema.parse(await posted.json())).toMatchObject({ uit: true });
    const choices = await server.db
      .selectFrom('berichtVoorkeur')
      .select(['persoonId', 'kind', 'channel', 'enabled'])
      .execute();
    expect(choices).toEqual([{ persoonId, kind: 'ronde', channel: 'mail', enabled: 0 }]);

    // A forged token switches nothing off.
    const forged = await fetch(
      `${server.url}${berichtenPaths.afmelden}?token=${persoonId + 1}.ronde.${token.split('.')[2]}`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(forged.status).toBe(404);
    expect(await server.db.selectFrom('berichtVoorkeur').selectAll().execute()).toHaveLength(1);
  });
});

describe('the round message after the last change (ROUND_MESSAGE_DELAY_SECONDS)', () => {
  it('is due the delay after the save, and a correction before then moves it: one fan-out', async () => {
    const delayed = await startTestServer({
      env: { ...ADMIN_ENV, ROUND_MESSAGE_DELAY_SECONDS: '3600' },
    });
    try {
      const organiser = await createOrganiserClient(delayed);
      const enter = async (wedstrijdId: number, home: number) => {
        const uitslag = uitslagSchema.parse(
          await organiser.ok('GET', organiserPaths.uitslag(wedstrijdId)),
        );
        await organiser.ok('PUT', organiserPaths.uitslag(wedstrijdId), {
          version: uitslag.wedstrijd.version,
          homeGoals: home,
          awayGoals: 0,
          events: [],
        });
      };
      const facts = () =>
        delayed.db.selectFrom('bericht').selectAll().where('kind', '=', 'ronde-compleet').execute();
      const rondes = await delayed.getJson<Rondes>(apiPaths.wedstrijdRondes);
      const round = rondes.find((r) => r.state === 'gepland')!.round;
      const schedule = await organiser.ok<OrganiserSchedule>('GET', organiserPaths.speelschema);
      const ids = schedule.rondes[round - 1]!.wedstrijden.map((w) => w.id);
      for (const id of ids) await enter(id, 1);

      const saved = Date.now();
      const [first] = await facts();
      expect(first?.status).toBe('waiting');
      const due = Date.parse(first!.nextAttemptAt);
      expect(due).toBeGreaterThanOrEqual(saved + 3_590_000);
      expect(due).toBeLessThanOrEqual(Date.now() + 3_600_000);

      // A correction within the hour: still one fact, due an hour after the correction.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await enter(ids.at(-1)!, 3);
      const again = await facts();
      expect(again).toHaveLength(1);
      expect(again[0]!.status).toBe('waiting');
      expect(Date.parse(again[0]!.nextAttemptAt)).toBeGreaterThan(due);
      // Nothing went out meanwhile: the sender found nothing due.
      expect(
        await delayed.db.selectFrom('bericht').select('id').where('kind', '=', 'ronde').execute(),
      ).toEqual([]);
    } finally {
      await delayed.close();
    }
  });
});

describe('the enrolment message', () => {
  it("mails the organiser's decision to the address the enrolment gave", async () => {
    const address = '10.28.0.1';
    const send = (method: string, path: string, body?: unknown) =>
      client.send(path, { method, body, headers: { 'x-forwarded-for': address } });
    const opened = (await (await send('GET', aanmeldingPaths.open)).json()) as AanmeldingOpen;
    const enrolled = await send('POST', aanmeldingPaths.aanmeldingen, {
      naam: 'Berta Bericht',
      teamnaam: 'Berichtenteam',
      email: 'berta@voorbeeld.nl',
      telefoon: null,
      subcompetities: [],
      spelerIds: pickSelectie(opened.spelers, [], 3).map((s) => s.id),
      toestemming: true,
      website: '',
    });
    expect(enrolled.status, await enrolled.clone().text()).toBe(201);
    const inbox = await client.ok<OrganiserAanmelding[]>('GET', organiserPaths.aanmeldingen);
    const entry = inbox.find((a) => a.naam === 'Berta Bericht')!;
    await client.ok('POST', organiserPaths.aanmeldingWeigeren(entry.id), {
      version: entry.version,
      notitie: 'Het seizoen is vol.',
    });
    const mail = await sink.waitFor('berta@voorbeeld.nl', 30_000);
    expect(mail.subject).toBe('Je aanmelding van Berichtenteam is niet geaccepteerd');
    expect(mail.text).toContain('Toelichting van de organisatie: Het seizoen is vol.');
    // Without a person there is nothing to unsubscribe from: no header.
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(await rows('aanmelding')).toHaveLength(1);
  });
});

describe("the participant's choices", () => {
  it('reads and saves per kind whether mail and push are on', async () => {
    const deelnemer = await server.db
      .selectFrom('deelnemer')
      .select(['id', 'persoonId', 'email'])
      .where('email', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = inloglinkResponseSchema.parse(
      await client.ok('POST', mijnPaths.inloglink(deelnemer.id), undefined, 201),
    );
    const confirmed = await client.send(mijnPaths.bevestigen, {
      body: { token: new URL(link.url).searchParams.get('token') },
    });
    const token = loginResponseSchema.parse(await confirmed.json()).token;
    const mine = (method: string, body?: unknown) =>
      client.send(berichtenPaths.mijn, { method, body, token });

    const first = mijnBerichtenResponseSchema.parse(await (await mine('GET')).json());
    expect(first).toEqual({
      voorkeuren: {
        deadline: { mail: true, push: false },
        ronde: { mail: true, push: false },
        aanmelding: { mail: true, push: false },
      },
      mailAdres: deelnemer.email,
      mailIngesteld: true,
    });
    const wanted = { ...first.voorkeuren, deadline: { mail: false, push: false } };
    const saved = await mine('PUT', wanted);
    expect(saved.status).toBe(200);
    expect(mijnBerichtenResponseSchema.parse(await saved.json()).voorkeuren).toEqual(wanted);
    expect(mijnBerichtenResponseSchema.parse(await (await mine('GET')).json()).voorkeuren).toEqual(
      wanted,
    );

    const bad = await mine('PUT', { deadline: { mail: 'ja' } });
    expect(bad.status).toBe(400);
    // The organiser's token is not a participant's.
    const organiser = await client.send(berichtenPaths.mijn, {
      method: 'GET',
      token: client.token,
    });
    expect(organiser.status).toBe(403);
  });
});

describe("the organiser's announcement and outbox", () => {
  it('mails every participant once and refuses a second announcement within a minute', async () => {
    const answer = await client.ok(
      'POST',
      berichtenPaths.mededelingen,
      { titel: 'Nieuwjaarsborrel', tekst: 'Zaterdag om 16.00 uur in de kantine.' },
      201,
    );
    const { ontvangers } = mededelingResponseSchema.parse(answer);
    expect(ontvangers).toBeGreaterThan(0);
    const sent = await allSent('mededeling', ontvangers);
    expect(sent).toHaveLength(ontvangers);
    await vi.waitFor(
      () => expect(mailsOf(sent.map((r) => r.idempotencyKey))).toHaveLength(ontvangers),
      WAIT,
    );

    const again = await client.call('POST', berichtenPaths.mededelingen, {
      titel: 'Nieuwjaarsborrel',
      tekst: 'Zaterdag om 16.00 uur in de kantine.',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: TOO_SOON } });
    expect(await rows('mededeling')).toHaveLength(ontvangers);

    const empty = await client.call('POST', berichtenPaths.mededelingen, { titel: '', tekst: '' });
    expect(empty.status).toBe(400);
  });

  it('lists the outbox newest first and sends a failed message again on retry', async () => {
    const list = outboxResponseSchema.parse(await client.ok('GET', berichtenPaths.outbox));
    expect(list.mailNietIngesteld).toBeNull();
    expect(list.berichten.length).toBeGreaterThan(0);
    const ids = list.berichten.map((b) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(list.berichten.every((b) => b.kanaal === 'mail')).toBe(true);

    // A message the sender gave up on (as after its last attempt), with its reason.
    const target = (await rows('aanmelding'))[0]!;
    await server.db
      .updateTable('bericht')
      .set({ status: 'failed', lastError: '550 mailbox unavailable' })
      .where('id', '=', target.id)
      .execute();
    const failed = outboxResponseSchema.parse(await client.ok('GET', berichtenPaths.outbox));
    expect(failed.berichten.find((b) => b.status === 'failed')).toMatchObject({
      id: target.id,
      reden: '550 mailbox unavailable',
    });
    expect(failed.aantallen.failed).toBe(1);

    const before = sink.mails.filter((m) => m.to.includes('berta@voorbeeld.nl')).length;
    await client.ok('POST', berichtenPaths.opnieuw(target.id));
    await vi.waitFor(async () => {
      const row = await server.db
        .selectFrom('bericht')
        .select('status')
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('sent');
    }, WAIT);
    expect(sink.mails.filter((m) => m.to.includes('berta@voorbeeld.nl'))).toHaveLength(before + 1);
    // A sent one is not sent again.
    const twice = await client.call('POST', berichtenPaths.opnieuw(target.id));
    expect(twice.status).toBe(409);
    const unknown = await client.call('POST', berichtenPaths.opnieuw(999_999));
    expect(unknown.status).toBe(404);
  });
});

/** "2026-11-28T15:40": Amsterdam wall time, as the organiser's form sends a deadline. */
function amsterdamLocal(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

describe('the deadline reminder', () => {
  it('goes, once, to each participant with transfers left when the deadline is near', async () => {
    const rondes = await server.getJson<Rondes>(apiPaths.wedstrijdRondes);
    const fromRound = rondes.find((r) => r.state === 'gepland')!.round;
    const season = await server.db
      .selectFrom('season')
      .select('gameSettings')
      .where('isCurrent', '=', 1)
      .executeTakeFirstOrThrow();
    const max = (JSON.parse(season.gameSettings) as { maxTransfers: number }).maxTransfers;
    // A person with one team who used every transfer of the window (written as the organiser's
    // transfers would be: only their number counts here).
    const people = await server.db
      .selectFrom('deelnemer')
      .select(['persoonId', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('email', 'is not', null)
      .where('persoonId', 'is not', null)
      .groupBy('persoonId')
      .execute();
    const single = people.find((p) => Number(p.n) === 1)!.persoonId!;
    const full = await server.db
      .selectFrom('deelnemer')
      .select('id')
      .where('persoonId', '=', single)
      .executeTakeFirstOrThrow();
    const selectie = await server.db
      .selectFrom('selectieSpeler')
      .select('playerId')
      .where('deelnemerId', '=', full.id)
      .execute();
    expect(selectie.length).toBeGreaterThanOrEqual(max);
    await server.db
      .insertInto('transfer')
      .values(
        selectie.slice(0, max).map((s, i) => ({
          deelnemerId: full.id,
          playerOutId: s.playerId,
          playerInId: selectie[(i + 1) % selectie.length]!.playerId,
          fromRound,
        })),
      )
      .execute();

    for (const w of await client.ok<Transferperiode[]>('GET', organiserPaths.transferperiodes)) {
      if (w.isOpen) {
        await client.ok('PUT', organiserPaths.transferperiode(w.id), {
          version: w.version,
          fromRound: w.fromRound,
          isOpen: false,
        });
      }
    }
    // Closes in two hours: within the 24 hours before it, so the next look of the sender (woken
    // by this write) writes the reminders.
    await client.ok(
      'POST',
      organiserPaths.transferperiodes,
      { fromRound, isOpen: true, sluitOp: amsterdamLocal(Date.now() + 2 * 3_600_000) },
      201,
    );
    const sent = await allSent('deadline');
    const expected = await server.db
      .selectFrom('deelnemer')
      .select('persoonId')
      .distinct()
      .where('email', 'is not', null)
      .where('email', '!=', '')
      .where('persoonId', 'is not', null)
      .where('persoonId', '!=', single)
      .execute();
    // The one who switched deadline mail off earlier in this file gets none.
    const off = await server.db
      .selectFrom('berichtVoorkeur')
      .select('persoonId')
      .where('kind', '=', 'deadline')
      .where('enabled', '=', 0)
      .execute();
    const offIds = new Set(off.map((o) => o.persoonId));
    expect(sent.map((r) => r.persoonId).sort((a, b) => a! - b!)).toEqual(
      expected
        .map((e) => e.persoonId)
        .filter((id) => !offIds.has(id!))
        .sort((a, b) => a! - b!),
    );
    expect(sent.some((r) => r.persoonId === single)).toBe(false);
    await vi.waitFor(
      () => expect(mailsOf(sent.map((r) => r.idempotencyKey))).toHaveLength(sent.length),
      WAIT,
    );
    const mail = mailsOf([sent[0]!.idempotencyKey])[0]!;
    expect(mail.subject).toMatch(/^Transfers: de deadline is /);
    expect(mail.text).toMatch(/nog \d+ transfers? over/);
    expect(mail.text).toContain(`${PUBLIC_URL}/dashboard/transfers/`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Looked at again (another instance, the next minute): nothing new.
    expect(await queueDeadlineReminders(server.db, new Date())).toBe(0);
    expect(await rows('deadline')).toHaveLength(sent.length);
  });
});
