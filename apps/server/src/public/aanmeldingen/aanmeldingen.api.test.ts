// Enrolment online (issue 15) over real HTTP: every validation and abuse rule of
// POST /api/aanmeldingen, the status lookup, the organiser's inbox (accept, ask for a change,
// refuse) and the privacy of e-mail and phone in every public answer.
import {
  AANMELDING_GESLOTEN,
  aanmeldingCreatedSchema,
  aanmeldingOpenSchema,
  aanmeldingRefusalSchema,
  aanmeldingSamenvattingSchema,
  aanmeldingStatusAnswerSchema,
  backupFileSchema,
  backupPaths,
  organiserAanmeldingenSchema,
} from '@clubelf/contract';
import type {
  AanmeldingOpen,
  AanmeldingProbleem,
  AanmeldingRefusal,
  AanmeldSpeler,
  Deelnemers,
  OrganiserAanmelding,
  OrganiserDeelnemer,
  OrganiserSeasonResponse,
  OrganiserSpeler,
  Settings,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { aanmeldingPaths, apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastAudit, startOrganiserServer } from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { pickSelectie } from '../../test/organiser/pick-selectie';
import { publicEndpoints } from '../../test/public-endpoints';
import type { TestServer } from '../../test/test-server';

let server: TestServer;
let client: OrganiserClient;
let open: AanmeldingOpen;

beforeAll(async () => {
  // Behind a proxy: each test speaks from its own address (X-Forwarded-For), so the rate limit
  // of one does not spill into the next.
  ({ server, client } = await startOrganiserServer({ env: { TRUST_PROXY: 'true' } }));
  open = await publicGet<AanmeldingOpen>(aanmeldingPaths.open);
});
afterAll(() => server.close());

let addresses = 0;
const newAddress = () => `10.1.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

async function publicCall<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  address = newAddress(),
  headers: Record<string, string | undefined> = {},
): Promise<{ status: number; body: T; text: string }> {
  const response = await client.send(path, {
    method,
    body,
    headers: { 'x-forwarded-for': address, ...headers },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, text };
}

async function publicGet<T>(path: string): Promise<T> {
  const answer = await publicCall<T>('GET', path);
  expect(answer.status, `GET ${path}: ${answer.text}`).toBe(200);
  return answer.body;
}

/** A valid 4-3-3 from the form's players, at most `perClub` of a club, leaving out `exclude`. */
const pick = (exclude: number[] = [], perClub = 2) =>
  pickSelectie(open.spelers, exclude, perClub).map((s) => s.id);

let people = 0;
function enrolment(overrides: Record<string, unknown> = {}) {
  people += 1;
  return {
    naam: `Aanmelder ${people}`,
    teamnaam: `Aanmeldteam ${people}`,
    email: `aanmelder.${people}@voorbeeld.nl`,
    telefoon: '06 12345678',
    subcompetities: [],
    spelerIds: pick(),
    toestemming: true,
    website: '',
    ...overrides,
  };
}

async function enrol(body: unknown, address?: string) {
  return publicCall<{ referentie: string }>('POST', aanmeldingPaths.aanmeldingen, body, address);
}

async function refused(body: unknown): Promise<AanmeldingRefusal['error']> {
  const answer = await publicCall<AanmeldingRefusal>('POST', aanmeldingPaths.aanmeldingen, body);
  expect(answer.status, answer.text).toBe(400);
  return aanmeldingRefusalSchema.parse(answer.body).error;
}

async function storedCount(): Promise<number> {
  const row = await server.db
    .selectFrom('aanmelding')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function inbox(): Promise<OrganiserAanmelding[]> {
  return organiserAanmeldingenSchema.parse(await client.ok('GET', organiserPaths.aanmeldingen));
}

async function setInstellingen(change: Record<string, unknown>) {
  const current = await client.ok<Record<string, unknown>>(
    'GET',
    organiserPaths.aanmeldingInstellingen,
  );
  return client.ok('PUT', organiserPaths.aanmeldingInstellingen, { ...current, ...change });
}

describe('GET /api/aanmeldingen/open', () => {
  it('says the demo season takes enrolments, with what the form needs', () => {
    expect(aanmeldingOpenSchema.parse(open)).toEqual(open);
    expect(open).toMatchObject({ open: true, melding: null, vanaf: null, tot: null });
    expect(open.maxTeamsPerPersoon).toBe(1);
    expect(open.formations).toContain('4-3-3');
    expect(open.spelers.length).toBeGreaterThan(100);
    expect(open.teams.length).toBeGreaterThan(3);
    expect(open.subcompetities).toContain('Jeugd');
  });
});

describe('POST /api/aanmeldingen', () => {
  it('answers 201 with a reference code the person can look the enrolment up with', async () => {
    const before = await storedCount();
    const body = enrolment();
    const answer = await enrol(body);
    expect(answer.status, answer.text).toBe(201);
    const { referentie } = aanmeldingCreatedSchema.parse(answer.body);
    expect(referentie).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    expect(await storedCount()).toBe(before + 1);
    // Only the hash is kept.
    const row = await server.db
      .selectFrom('aanmelding')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(referentie.replace('-', ''));
    expect(row).toMatchObject({ naam: body.naam, email: body.email, status: 'nieuw' });

    for (const typed of [referentie, referentie.toLowerCase(), referentie.replace('-', ' ')]) {
      const status = await publicGet(aanmeldingPaths.status(typed));
      expect(aanmeldingStatusAnswerSchema.strict().parse(status)).toMatchObject({
        referentie,
        status: 'nieuw',
        statusLabel: 'Ontvangen, nog niet bekeken',
        teamnaam: body.teamnaam,
        notitie: null,
      });
    }
  });

  it('answers 400 with every problem at once, each with its field or rule', async () => {
    const before = await storedCount();
    const error = await refused({
      naam: '',
      teamnaam: 'x'.repeat(101),
      email: 'geen-adres',
      telefoon: 'bel me',
      spelerIds: [...pick().slice(0, 10), 99_999],
      toestemming: false,
    });
    const byField = new Map(error.details.problems.map((p) => [p.field, p.message]));
    expect(byField.get('naam')).toBe('naam mag niet leeg zijn');
    expect(byField.get('teamnaam')).toBe('teamnaam mag hoogstens 100 tekens hebben');
    expect(byField.get('email')).toBe('email moet een e-mailadres zijn zoals naam@voorbeeld.nl');
    expect(byField.get('telefoon')).toBe('telefoon moet een telefoonnummer zijn zoals 06 12345678');
    expect(byField.get('toestemming')).toMatch(/^toestemming moet aangevinkt zijn/);
    const rules = error.details.problems.map((p) => p.rule);
    expect(rules).toContain('onbekend');
    expect(error.details.problems.find((p) => p.rule === 'onbekend')?.playerIds).toEqual([99_999]);
    expect(error.message).toContain('naam mag niet leeg zijn; ');
    expect(await storedCount()).toBe(before);
  });

  const fieldCases: [string, Record<string, unknown>, string][] = [
    ['naam missing', { naam: undefined }, 'naam ontbreekt'],
    ['naam too long', { naam: 'n'.repeat(101) }, 'naam mag hoogstens 100 tekens hebben'],
    ['teamnaam empty', { teamnaam: '  ' }, 'teamnaam mag niet leeg zijn'],
    ['e-mail missing', { email: undefined }, 'email ontbreekt'],
    ['e-mail empty', { email: '' }, 'email mag niet leeg zijn'],
    [
      'e-mail too long',
      { email: `${'a'.repeat(250)}@voorbeeld.nl` },
      'email mag hoogstens 254 tekens hebben',
    ],
    ['phone too long', { telefoon: '0'.repeat(21) }, 'telefoon mag hoogstens 20 tekens hebben'],
    ['consent missing', { toestemming: undefined }, 'toestemming ontbreekt'],
    ['consent as text', { toestemming: 'ja' }, 'toestemming moet aangevinkt zijn'],
    ['unknown field', { bijnaam: 'Kees' }, 'Onbekend veld: bijnaam'],
    ['players missing', { spelerIds: undefined }, 'spelerIds ontbreekt'],
    ['a player id that is no id', { spelerIds: ['een'] }, 'spelerIds.0 moet een getal zijn'],
    [
      'too many subcompetities',
      { subcompetities: Array.from({ length: 11 }, (_, i) => `G${i}`) },
      'subcompetities mag hoogstens 10 elementen hebben',
    ],
    [
      'a subcompetitie the season does not have',
      { subcompetities: ['Bestaat Niet'] },
      'Onbekende subcompetitie: Bestaat Niet.',
    ],
  ];
  it.each(fieldCases)('refuses %s', async (_label, change, message) => {
    const error = await refused(enrolment(change));
    expect(error.code).toBe('bad_request');
    expect(error.message).toContain(message);
  });

  it('accepts an optional phone and an existing subcompetitie', async () => {
    const answer = await enrol(enrolment({ telefoon: undefined, subcompetities: ['Jeugd'] }));
    expect(answer.status, answer.text).toBe(201);
  });

  it('refuses the body that is no JSON object', async () => {
    const answer = await publicCall<AanmeldingRefusal>('POST', aanmeldingPaths.aanmeldingen, [1]);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('De inhoud moet een JSON-object zijn');
  });

  it('refuses a selection that breaks a rule, naming it as the organiser API does', async () => {
    const valid = pick();
    // A forward who left the league: not offered by the form, refused when sent anyway.
    const spelers = await client.ok<OrganiserSpeler[]>('GET', organiserPaths.spelers);
    const departed = spelers.find((s) => s.status === 'vertrokken' && s.position === 'Aanvaller')!;
    expect(departed).toBeDefined();
    expect(open.spelers.map((s) => s.id)).not.toContain(departed.id);
    const byPosition = (position: string) => open.spelers.filter((s) => s.position === position);
    const keeper = byPosition('Keeper')[0]!.id;
    const fiveFive = [
      keeper,
      ...byPosition('Verdediger')
        .slice(0, 5)
        .map((s) => s.id),
      ...byPosition('Middenvelder')
        .slice(0, 5)
        .map((s) => s.id),
    ];
    // Four of one club in a valid 4-3-3, the rest from other clubs.
    const club = open.spelers[0]!.clubId;
    const wanted: Record<string, number> = {
      Keeper: 1,
      Verdediger: 4,
      Middenvelder: 3,
      Aanvaller: 3,
    };
    const clubBroken: number[] = [];
    const perClub = new Map<number, number>();
    const take = (candidates: AanmeldSpeler[], count: number, clubMax: number) => {
      for (const s of candidates) {
        if (clubBroken.length >= count) return;
        if (wanted[s.position]! === 0 || (perClub.get(s.clubId) ?? 0) >= clubMax) continue;
        wanted[s.position]! -= 1;
        perClub.set(s.clubId, (perClub.get(s.clubId) ?? 0) + 1);
        clubBroken.push(s.id);
      }
    };
    take(
      open.spelers.filter((s) => s.clubId === club && s.position !== 'Keeper'),
      4,
      4,
    );
    take(
      open.spelers.filter((s) => s.clubId !== club),
      11,
      2,
    );
    expect(clubBroken).toHaveLength(11);

    const cases: [number[], string, RegExp][] = [
      [valid.slice(0, 10), 'aantal', /^Een selectie heeft precies 11 spelers \(nu 10\)\.$/],
      [[...valid.slice(0, 10), valid[0]!], 'uniek', /staat er dubbel in/],
      [fiveFive, 'formatie', /^De opstelling 5-5-0 is niet toegestaan; kies uit /],
      [clubBroken, 'club', /^Maximaal 3 spelers van één club: /],
      [[...valid.slice(0, 10), 2_000_000], 'onbekend', /Onbekende speler/],
      [
        [...valid.filter((id) => id !== valid[10]), departed.id],
        'niet-beschikbaar',
        /is vertrokken en kan niet meer gekozen worden\.$/,
      ],
    ];
    for (const [spelerIds, rule, message] of cases) {
      const error = await refused(enrolment({ spelerIds }));
      const problem = error.details.problems.find((p) => p.rule === rule);
      expect(problem, `${rule}: ${error.message}`).toBeDefined();
      expect(problem!.field).toBe('spelerIds');
      expect(problem!.message).toMatch(message);
      // The organiser's own check says the same.
      const check = await client.ok<{ fouten: { rule: string; message: string }[] }>(
        'POST',
        organiserPaths.selectieCheck,
        { playerIds: spelerIds },
      );
      expect(check.fouten.map((f) => f.message)).toContain(problem!.message);
    }
  });

  it('checks a selection live without writing', async () => {
    const before = await storedCount();
    const good = await publicCall('POST', aanmeldingPaths.check, { spelerIds: pick() });
    expect(good).toMatchObject({ status: 200, body: { valid: true, fouten: [] } });
    const bad = await publicCall<{ valid: boolean; fouten: { rule: string }[] }>(
      'POST',
      aanmeldingPaths.check,
      { spelerIds: pick().slice(0, 9) },
    );
    expect(bad.status).toBe(200);
    expect(bad.body.valid).toBe(false);
    expect(bad.body.fouten.map((f) => f.rule)).toContain('aantal');
    expect(await storedCount()).toBe(before);
  });

  it('refuses a participant name the team already has', async () => {
    const deelnemers = await server.getJson<Deelnemers>(apiPaths.deelnemers);
    const existing = deelnemers[0]!;
    const error = await refused(
      enrolment({ naam: existing.name.toUpperCase(), teamnaam: existing.teamName }),
    );
    expect(error.details.problems).toContainEqual(
      expect.objectContaining({ field: 'naam', rule: 'deelnemer-bestaat' }),
    );
  });

  it('refuses the same team from the same e-mail address (case aside)', async () => {
    const first = enrolment();
    expect((await enrol(first)).status).toBe(201);
    const error = await refused({
      ...enrolment(),
      email: first.email.toUpperCase(),
      teamnaam: first.teamnaam.toLowerCase(),
    });
    expect(error.details.problems).toContainEqual(
      expect.objectContaining({ field: 'teamnaam', rule: 'dubbel' }),
    );
  });

  it('holds a person to the teams per person the organiser allows', async () => {
    const first = enrolment();
    expect((await enrol(first)).status).toBe(201);
    const second = { ...enrolment(), email: first.email };
    const error = await refused(second);
    expect(error.details.problems).toContainEqual(
      expect.objectContaining({
        field: 'email',
        rule: 'max-teams',
        message: 'Met dit e-mailadres is al 1 team aangemeld; per persoon kan 1 team meedoen.',
      }),
    );
    await setInstellingen({ maxTeamsPerPersoon: 2 });
    expect((await enrol(second)).status).toBe(201);
    const error3 = await refused({ ...enrolment(), email: first.email });
    expect(error3.message).toContain(
      'Met dit e-mailadres zijn al 2 teams aangemeld; per persoon kunnen 2 teams meedoen.',
    );
    await setInstellingen({ maxTeamsPerPersoon: 1 });
  });

  it('is closed outside the period and while showAanmelding is off', async () => {
    const before = await storedCount();
    const expectClosed = async (message: string) => {
      const answer = await enrol(enrolment());
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: { code: 'forbidden', message } });
      const now = await publicGet<AanmeldingOpen>(aanmeldingPaths.open);
      expect(now).toMatchObject({ open: false, melding: message, spelers: [] });
      // The home card's answer says the same, and only that (no form fields, no players).
      const kort = await publicGet<Record<string, unknown>>(aanmeldingPaths.samenvatting);
      expect(kort).toEqual({
        open: false,
        melding: message,
        seizoen: now.seizoen,
        vanaf: now.vanaf,
        tot: now.tot,
      });
    };
    await setInstellingen({ vanaf: '2999-01-01', tot: null });
    await expectClosed(`${AANMELDING_GESLOTEN} Aanmelden kan vanaf 1 januari 2999.`);
    await setInstellingen({ vanaf: null, tot: '2001-05-31' });
    await expectClosed(`${AANMELDING_GESLOTEN} Aanmelden kon tot en met 31 mei 2001.`);
    await setInstellingen({ vanaf: '2001-01-01', tot: '2999-12-31' });
    expect((await publicGet<AanmeldingOpen>(aanmeldingPaths.open)).open).toBe(true);
    const kort = aanmeldingSamenvattingSchema.parse(await publicGet(aanmeldingPaths.samenvatting));
    expect(kort).toMatchObject({ open: true, melding: null, seizoen: open.seizoen });
    expect(kort.seizoen).toBeTruthy();

    const settings = await server.getJson<Settings>(apiPaths.settings);
    await client.ok('PUT', apiPaths.settings, { ...settings, showAanmelding: false });
    await expectClosed(AANMELDING_GESLOTEN);
    await client.ok('PUT', apiPaths.settings, settings);
    await setInstellingen({ vanaf: null, tot: null });
    expect(await storedCount()).toBe(before);
    expect((await enrol(enrolment())).status).toBe(201);
  });

  it('answers a filled honeypot as if enrolled, storing nothing', async () => {
    const before = await storedCount();
    const answer = await enrol(enrolment({ website: 'http://spam.example' }));
    expect(answer.status).toBe(201);
    const { referentie } = aanmeldingCreatedSchema.parse(answer.body);
    expect(referentie).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    expect(await storedCount()).toBe(before);
    expect((await publicCall('GET', aanmeldingPaths.status(referentie))).status).toBe(404);
  });

  it('limits the enrolments per address: the sixth in ten minutes is 429', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      // Refused ones count too.
      const answer = await enrol(i === 0 ? enrolment() : { naam: '' }, address);
      expect(answer.status).toBe(i === 0 ? 201 : 400);
    }
    const before = await storedCount();
    const limited = await enrol(enrolment(), address);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: {
        code: 'too_many_requests',
        message: expect.stringMatching(
          /^Te veel verzoeken vanaf dit adres\. Probeer het over \d+ minuten opnieuw\.$/,
        ) as unknown,
      },
    });
    expect(await storedCount()).toBe(before);
    // Another address is not held back.
    expect((await enrol(enrolment())).status).toBe(201);
  });

  it('refuses a body over 16 KB with a Dutch 413', async () => {
    const answer = await enrol(enrolment({ naam: 'x'.repeat(17 * 1024) }));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      error: { code: 'payload_too_large', message: 'Het verzoek is te groot.' },
    });
  });

  it('needs the XSRF pair like every other write', async () => {
    const before = await storedCount();
    const answer = await publicCall('POST', aanmeldingPaths.aanmeldingen, enrolment(), undefined, {
      'x-xsrf-token': undefined,
    });
    expect(answer.status).toBe(403);
    expect(await storedCount()).toBe(before);
  });
});

describe('GET /api/aanmeldingen/status/{referentie}', () => {
  it('answers 404 in Dutch for an unknown or malformed code', async () => {
    for (const code of ['ABCDE-FGHJK', 'kort', '00000-00000']) {
      const answer = await publicCall<{ error: { message: string } }>(
        'GET',
        aanmeldingPaths.status(code),
      );
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toMatch(/^Er is geen aanmelding met deze code\./);
    }
  });

  it('limits lookups per address (no guessing)', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) {
      const answer = await publicCall(
        'GET',
        aanmeldingPaths.status('ABCDE-FGHJK'),
        undefined,
        address,
      );
      expect(answer.status).toBe(404);
    }
    const limited = await publicCall(
      'GET',
      aanmeldingPaths.status('ABCDE-FGHJK'),
      undefined,
      address,
    );
    expect(limited.status).toBe(429);
  });
});

describe('the organiser inbox', () => {
  async function enrolled(change: Record<string, unknown> = {}) {
    const body = enrolment(change);
    const answer = await enrol(body);
    expect(answer.status, answer.text).toBe(201);
    const entry = (await inbox()).find((a) => a.naam === body.naam)!;
    return { body, referentie: answer.body.referentie, entry };
  }

  it('lists the enrolments newest first with their contact data and check', async () => {
    const { body, entry } = await enrolled({ subcompetities: ['Jeugd'] });
    const list = await inbox();
    expect(list[0]!.id).toBe(entry.id);
    expect(entry).toMatchObject({
      email: body.email,
      telefoon: '06 12345678',
      subcompetities: ['Jeugd'],
      spelerIds: body.spelerIds,
      status: 'nieuw',
      version: 1,
      deelnemerId: null,
      check: { valid: true, fouten: [] },
    });
  });

  it('accepts: the participant with the selection, an audit entry, on the public site', async () => {
    const { body, referentie, entry } = await enrolled({ subcompetities: ['Jeugd'] });
    const accepted = await client.ok<OrganiserAanmelding>(
      'POST',
      organiserPaths.aanmeldingAccepteren(entry.id),
      { version: entry.version },
    );
    expect(accepted).toMatchObject({ status: 'geaccepteerd', version: 2 });
    expect(accepted.deelnemerId).toBeGreaterThan(0);
    const deelnemer = await client.ok<OrganiserDeelnemer>(
      'GET',
      organiserPaths.deelnemer(accepted.deelnemerId!),
    );
    expect(deelnemer).toMatchObject({
      name: body.naam,
      teamName: body.teamnaam,
      email: body.email,
      subcompetities: ['Jeugd'],
      selectie: body.spelerIds,
    });
    expect(await lastAudit(server.db)).toMatchObject({
      action: 'aanmelding.accepteren',
      summary: `Aanmelding van ${body.naam} (${body.teamnaam}) geaccepteerd`,
    });
    expect((await lastAudit(server.db)).details).not.toContain(body.email);
    // After the recompute the write started (every read waits for it).
    const publicList = await server.getJson<Deelnemers>(apiPaths.deelnemers);
    expect(publicList.map((d) => d.name)).toContain(body.naam);
    expect(await publicGet(aanmeldingPaths.status(referentie))).toMatchObject({
      status: 'geaccepteerd',
      statusLabel: 'Geaccepteerd',
    });
    // Decided once.
    const again = await client.call('POST', organiserPaths.aanmeldingAccepteren(entry.id), {
      version: 2,
    });
    expect(again.status).toBe(409);
  });

  it('refuses to accept a stale version with 409, writing nothing', async () => {
    const { entry } = await enrolled();
    const answer = await client.call('POST', organiserPaths.aanmeldingAccepteren(entry.id), {
      version: entry.version + 1,
    });
    expect(answer.status).toBe(409);
    expect((await inbox()).find((a) => a.id === entry.id)?.status).toBe('nieuw');
  });

  it('asks for a change (the note shows on the status page) and refuses', async () => {
    const { referentie, entry } = await enrolled();
    const asked = await client.ok<OrganiserAanmelding>(
      'POST',
      organiserPaths.aanmeldingWijziging(entry.id),
      { version: 1, notitie: 'Kies een andere keeper.' },
    );
    expect(asked).toMatchObject({
      status: 'wijziging-gevraagd',
      notitie: 'Kies een andere keeper.',
    });
    expect(await lastAudit(server.db)).toMatchObject({ action: 'aanmelding.wijziging' });
    expect(await publicGet(aanmeldingPaths.status(referentie))).toMatchObject({
      status: 'wijziging-gevraagd',
      statusLabel: 'Wijziging gevraagd',
      notitie: 'Kies een andere keeper.',
    });
    const refusedEntry = await client.ok<OrganiserAanmelding>(
      'POST',
      organiserPaths.aanmeldingWeigeren(entry.id),
      { version: 2 },
    );
    expect(refusedEntry).toMatchObject({ status: 'geweigerd', notitie: null });
    expect(await lastAudit(server.db)).toMatchObject({ action: 'aanmelding.weigeren' });
    expect(await publicGet(aanmeldingPaths.status(referentie))).toMatchObject({
      status: 'geweigerd',
    });
  });

  it('replaces an enrolment that awaited a change when the person enrols that team again', async () => {
    const { body, entry } = await enrolled();
    await client.ok('POST', organiserPaths.aanmeldingWijziging(entry.id), {
      version: 1,
      notitie: 'Andere spelers graag.',
    });
    const again = await enrol({ ...body, spelerIds: pick(body.spelerIds.slice(0, 1)) });
    expect(again.status, again.text).toBe(201);
    const list = await inbox();
    expect(list.find((a) => a.id === entry.id)).toMatchObject({
      status: 'geweigerd',
      notitie: 'Vervangen door een nieuwe aanmelding.',
    });
    expect(list[0]).toMatchObject({ naam: body.naam, status: 'nieuw' });
  });

  it('shows a rule broken since the enrolment, and refuses to accept it naming the rule', async () => {
    // Three of one club: valid until the organiser allows only two per club.
    const spelerIds = pick([], 3);
    const { entry } = await enrolled({ spelerIds });
    const { season } = await client.ok<OrganiserSeasonResponse>('GET', organiserPaths.seizoen);
    const put = (maxPerClub: number, version: number) =>
      client.ok<{ version: number }>('PUT', organiserPaths.seizoen, {
        version,
        name: season!.name,
        roundCount: season!.roundCount,
        settings: { ...season!.settings, maxPerClub },
      });
    const changed = await put(2, season!.version);
    try {
      const checked = (await inbox()).find((a) => a.id === entry.id)!;
      expect(checked.check.valid).toBe(false);
      expect(checked.check.fouten.map((f) => f.rule)).toContain('club');
      const answer = await client.call<{
        error: { message: string; details: { problems: AanmeldingProbleem[] } };
      }>('POST', organiserPaths.aanmeldingAccepteren(entry.id), { version: entry.version });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toMatch(
        /^De aanmelding kan niet worden geaccepteerd: Maximaal 2 spelers van één club: /,
      );
      // Each club over the limit a problem under the enrolment's 11; the message joins them.
      const { problems } = answer.body.error.details;
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems) {
        expect(problem).toMatchObject({ field: 'spelerIds', rule: 'club' });
        expect(problem.message).toMatch(/^Maximaal 2 spelers van één club: .+ heeft er 3\.$/);
        expect(problem.playerIds).toHaveLength(3);
        expect(spelerIds).toEqual(expect.arrayContaining(problem.playerIds));
      }
      expect(answer.body.error.message).toBe(
        `De aanmelding kan niet worden geaccepteerd: ${problems.map((p) => p.message).join(' ')}`,
      );
      expect((await inbox()).find((a) => a.id === entry.id)?.status).toBe('nieuw');
    } finally {
      await put(season!.settings.maxPerClub, changed.version);
    }
  });
});

describe('privacy', () => {
  it('never shows an e-mail address or phone number in any public answer', async () => {
    const email = 'geheim.adres.7731@voorbeeld.nl';
    const telefoon = '06 98765432';
    const pending = await enrol(enrolment({ email, telefoon, naam: 'Privé Persoon' }));
    expect(pending.status).toBe(201);
    const acceptedEmail = 'ook.geheim.5519@voorbeeld.nl';
    const acceptedPhone = '+31 6 11223344';
    const acceptedBody = enrolment({ email: acceptedEmail, telefoon: acceptedPhone });
    const accepted = await enrol(acceptedBody);
    expect(accepted.status).toBe(201);
    const entry = (await inbox()).find((a) => a.email === acceptedEmail)!;
    await client.ok('POST', organiserPaths.aanmeldingAccepteren(entry.id), { version: 1 });

    const paths = [
      ...(await publicEndpoints(server)).map((e) => e.path),
      aanmeldingPaths.open,
      aanmeldingPaths.samenvatting,
      aanmeldingPaths.status(pending.body.referentie),
      aanmeldingPaths.status(accepted.body.referentie),
    ];
    const secrets = [email, telefoon, acceptedEmail, acceptedPhone, '98765432', '11223344'];
    for (const path of paths) {
      const answer = await publicCall('GET', path);
      expect(answer.status, path).toBe(200);
      for (const secret of secrets)
        expect(answer.text, `${path} shows ${secret}`).not.toContain(secret);
    }
    expect(paths.length).toBeGreaterThan(80);
  });
});

describe('the backup', () => {
  it('holds the enrolments and restores them (their codes still work)', async () => {
    const answer = await enrol(enrolment());
    expect(answer.status).toBe(201);
    const download = await client.send(backupPaths.download, {
      method: 'GET',
      token: client.token,
    });
    expect(download.status).toBe(200);
    const file = backupFileSchema.parse(JSON.parse(await download.text()));
    const rows = file.tables.aanmelding!;
    expect(rows.length).toBe(await storedCount());
    expect(rows[0]).toHaveProperty('referentieHash');
    await server.db.deleteFrom('aanmelding').execute();
    const restored = await client.call('POST', backupPaths.restore, file);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(await storedCount()).toBe(rows.length);
    expect(await publicGet(aanmeldingPaths.status(answer.body.referentie))).toMatchObject({
      status: 'nieuw',
    });
  });
});
