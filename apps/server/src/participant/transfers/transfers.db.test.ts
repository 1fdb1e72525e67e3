// Transfers by the participant (issue 27, item 3; decision 028) over real HTTP on SQLite and
// PostgreSQL, with the server's clock set by the test: the window's deadline (sluitOp) typed in
// Dutch time, answered in UTC; a participant's own swaps checked with the organiser's rules,
// one at a time with the team's version, undone until the deadline and refused after it in
// Dutch naming it; every write audited with the participant as actor; the organiser's
// overview per window, his transfers after the deadline and his undo with a note.
import {
  backupFileSchema,
  backupPaths,
  loginResponseSchema,
  mijnPaths,
  mijnResponseSchema,
  mijnTransfersResponseSchema,
  regelCheckSchema,
  transferperiodeOverzichtSchema,
  transferperiodeSchema,
} from '@clubelf/contract';
import type {
  BackupFile,
  MijnTransfersResponse,
  OrganiserDeelnemer,
  OrganiserSpeler,
  Transferperiode,
} from '@clubelf/contract';
import { CONFLICT_MESSAGE, organiserPaths } from '@clubelf/contract/organiser/paths';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dataFingerprint,
  lastAudit,
  startOrganiserServer,
  type OrganiserClient,
} from '../../test/organiser/organiser-client';
import { pickSelectie } from '../../test/organiser/pick-selectie';
import type { TestServer } from '../../test/test-server';
import { openDatabase } from '../../db/database';
import { migrateTo } from '../../db/migrate';
import { databaseColumns } from '../../organiser/backup/backup-tables';

/** The server's clock: every test sets it (the demo's round 22 starts 2027-02-13 16:30). */
let now = new Date('2027-02-01T12:00:00.000Z');
const WINDOW_ROUND = 22;
/** 12:00 on the Saturday of round 22, Dutch winter time: 11:00 UTC. */
const DEADLINE_LOCAL = '2027-02-13T12:00';
const DEADLINE_UTC = '2027-02-13T11:00:00.000Z';
const DEADLINE_MESSAGE =
  'De transferdeadline was zaterdag 13 februari 2027 12:00 (Nederlandse tijd); je transfers vanaf speelronde 22 staan vast. Vraag de organisatie als er iets niet klopt.';

let server: TestServer;
let client: OrganiserClient;
let spelers: OrganiserSpeler[];
let teamA: OrganiserDeelnemer;
let teamB: OrganiserDeelnemer;
let tokenA: string;
let tokenB: string;

type ErrorBody = {
  error: { code: string; message: string; details?: { problems: unknown[] } };
};

async function makeParticipant(name: string, teamName: string): Promise<OrganiserDeelnemer> {
  const created = await client.ok<OrganiserDeelnemer>(
    'POST',
    organiserPaths.deelnemers,
    { name, teamName, subcompetities: [], email: null },
    201,
  );
  return client.ok<OrganiserDeelnemer>('PUT', organiserPaths.selectie(created.id), {
    version: created.version,
    playerIds: pickSelectie(spelers).map((s) => s.id),
  });
}

/** Signed in as the participant's person by the organiser's link: the token. */
async function signInAs(deelnemerId: number): Promise<string> {
  const made = await client.ok<{ url: string }>('POST', mijnPaths.inloglink(deelnemerId), {}, 201);
  const token = new URL(made.url).searchParams.get('token');
  const response = await client.send(mijnPaths.bevestigen, { body: { token } });
  expect(response.status).toBe(200);
  return loginResponseSchema.parse(await response.json()).token;
}

/** A call with a participant's token. */
const as = <T = unknown>(token: string, method: string, path: string, body?: unknown) =>
  client.call<T>(method, path, body, { token });

const stateOf = async (token: string, deelnemerId: number) => {
  const answer = await as<MijnTransfersResponse>(token, 'GET', mijnPaths.transfers(deelnemerId));
  expect(answer.status).toBe(200);
  return mijnTransfersResponseSchema.parse(answer.body);
};

const windows = () => client.ok<Transferperiode[]>('GET', organiserPaths.transferperiodes);

/** The window of round 22 in the given state (made if need be); any other open one closed. */
async function setWindow(isOpen: boolean, sluitOp: string | null): Promise<Transferperiode> {
  for (const other of (await windows()).filter((w) => w.isOpen && w.fromRound !== WINDOW_ROUND)) {
    await client.ok('PUT', organiserPaths.transferperiode(other.id), {
      version: other.version,
      fromRound: other.fromRound,
      isOpen: false,
    });
  }
  const existing = (await windows()).find((w) => w.fromRound === WINDOW_ROUND);
  if (existing) {
    return client.ok<Transferperiode>('PUT', organiserPaths.transferperiode(existing.id), {
      version: existing.version,
      fromRound: WINDOW_ROUND,
      isOpen,
      sluitOp,
    });
  }
  return client.ok<Transferperiode>(
    'POST',
    organiserPaths.transferperiodes,
    { fromRound: WINDOW_ROUND, isOpen, sluitOp },
    201,
  );
}

/** Every transfer of the team undone by the organiser (before the deadline's tests). */
async function clearTransfers(deelnemerId: number): Promise<void> {
  for (;;) {
    const d = await client.ok<OrganiserDeelnemer>('GET', organiserPaths.deelnemer(deelnemerId));
    const last = d.transfers.at(-1);
    if (!last) return;
    await client.ok(
      'DELETE',
      `${organiserPaths.transfer(deelnemerId, last.id)}?version=${d.version}`,
      undefined,
      204,
    );
  }
}

/**
 * `count` swaps that each keep every rule: a player of the current 11 for an actief one of the
 * same position from a club with none in it (each from another club).
 */
function validSwaps(selectie: number[], count: number) {
  const inSelectie = spelers.filter((s) => selectie.includes(s.id));
  const usedClubs = new Set(inSelectie.map((s) => s.clubId));
  const swaps: Array<{ playerOutId: number; playerInId: number }> = [];
  for (const out of inSelectie.filter((s) => s.position !== 'Keeper')) {
    const inn = spelers.find(
      (s) => s.position === out.position && s.status === 'actief' && !usedClubs.has(s.clubId),
    );
    if (!inn) continue;
    usedClubs.add(inn.clubId);
    swaps.push({ playerOutId: out.id, playerInId: inn.id });
    if (swaps.length === count) return swaps;
  }
  throw new Error(`no ${count} valid swaps in the demo's players`);
}

beforeAll(async () => {
  ({ server, client } = await startOrganiserServer({ now: () => now }));
  spelers = await client.ok<OrganiserSpeler[]>('GET', organiserPaths.spelers);
  teamA = await makeParticipant('Wim Wissel', 'Wisselteam');
  teamB = await makeParticipant('Bea Buurvrouw', 'Buurteam');
  tokenA = await signInAs(teamA.id);
  tokenB = await signInAs(teamB.id);
});
afterAll(() => server?.close());

beforeEach(() => {
  now = new Date('2027-02-01T12:00:00.000Z');
});

describe("the organiser's deadline of a transfer window", () => {
  it('takes Dutch time to the minute and answers it in UTC; a PUT without it keeps it', async () => {
    const window = transferperiodeSchema.parse(await setWindow(true, DEADLINE_LOCAL));
    expect(window).toMatchObject({
      fromRound: WINDOW_ROUND,
      isOpen: true,
      sluitOp: DEADLINE_UTC,
      openVoorDeelnemers: true,
    });
    const kept = await client.ok<Transferperiode>(
      'PUT',
      organiserPaths.transferperiode(window.id),
      { version: window.version, fromRound: WINDOW_ROUND, isOpen: true },
    );
    expect(kept.sluitOp).toBe(DEADLINE_UTC);
    // Summer time: 20:00 in Amsterdam is 18:00 UTC.
    const summer = await client.ok<Transferperiode>(
      'POST',
      organiserPaths.transferperiodes,
      { fromRound: 33, isOpen: false, sluitOp: '2027-05-01T12:00' },
      201,
    );
    expect(summer.sluitOp).toBe('2027-05-01T10:00:00.000Z');
    expect(summer.openVoorDeelnemers).toBe(false);
    await client.ok(
      'DELETE',
      `${organiserPaths.transferperiode(summer.id)}?version=${summer.version}`,
      undefined,
      204,
    );
  });

  it('refuses a deadline that is malformed, skipped by the clock, past or after the first kickoff, in Dutch, writing nothing', async () => {
    const window = await setWindow(true, DEADLINE_LOCAL);
    const before = await dataFingerprint(server.db);
    const put = (sluitOp: unknown) =>
      client.call<ErrorBody & { error: { details: { problems: unknown[] } } }>(
        'PUT',
        organiserPaths.transferperiode(window.id),
        { version: window.version, fromRound: WINDOW_ROUND, isOpen: true, sluitOp },
      );
    const cases: Array<[unknown, string]> = [
      ['13-02-2027 12:00', 'sluitOp moet een datum en tijd zijn zoals 2026-08-15T20:00'],
      ['2027-02-13T12:00:00.000Z', 'sluitOp moet een datum en tijd zijn zoals 2026-08-15T20:00'],
      [
        '2027-03-28T02:30',
        'sluitOp: 2027-03-28T02:30 bestaat niet in Nederlandse tijd (de klok gaat dan een uur vooruit)',
      ],
      ['2027-01-31T12:00', 'sluitOp ligt in het verleden: het is nu maandag 1 februari 2027 13:00'],
      [
        '2027-02-13T16:31',
        'sluitOp mag niet na de eerste wedstrijd van speelronde 22 liggen (zaterdag 13 februari 2027 16:30)',
      ],
    ];
    for (const [sluitOp, message] of cases) {
      const answer = await put(sluitOp);
      expect(answer.status, String(sluitOp)).toBe(400);
      expect(answer.body.error.message, String(sluitOp)).toContain(message);
    }
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it("refuses a participant's token on the window overview", async () => {
    const window = await setWindow(true, DEADLINE_LOCAL);
    const answer = await as<ErrorBody>(
      tokenA,
      'GET',
      organiserPaths.transferperiodeTransfers(window.id),
    );
    expect(answer.status).toBe(403);
  });
});

describe("a participant's own transfers", () => {
  beforeEach(async () => {
    await setWindow(true, DEADLINE_LOCAL);
    await clearTransfers(teamA.id);
    await clearTransfers(teamB.id);
  });

  it('refuses every write while no window is open, and shows the next one announced', async () => {
    await setWindow(false, DEADLINE_LOCAL);
    const mijn = mijnResponseSchema.parse(
      (await as(tokenA, 'GET', mijnPaths.mijn)).body,
    ).transferperiode;
    expect(mijn).toMatchObject({ fromRound: WINDOW_ROUND, sluitOp: DEADLINE_UTC, isOpen: false });
    const state = await stateOf(tokenA, teamA.id);
    expect(state.transferperiode).toMatchObject({ isOpen: false, sluitOp: DEADLINE_UTC });
    const { version, selectie } = state;
    const [swap] = validSwaps(selectie, 1);
    const before = await dataFingerprint(server.db);
    for (const [method, path, body] of [
      ['POST', mijnPaths.transfers(teamA.id), { ...swap, version }],
      ['POST', mijnPaths.transfersCheck(teamA.id), swap],
    ] as const) {
      const answer = await as<ErrorBody>(tokenA, method, path, body);
      expect(answer).toEqual({
        status: 409,
        body: { error: { code: 'conflict', message: 'Er is geen transferperiode open.' } },
      });
    }
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it('leaves a window without a deadline to the organiser', async () => {
    await setWindow(true, null);
    const state = await stateOf(tokenA, teamA.id);
    expect(state.transferperiode).toMatchObject({ isOpen: false, sluitOp: null });
    const [swap] = validSwaps(state.selectie, 1);
    const answer = await as<ErrorBody>(tokenA, 'POST', mijnPaths.transfers(teamA.id), {
      ...swap,
      version: state.version,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(
      'In deze transferperiode voert de organisatie de transfers in; vraag haar om je transfer.',
    );
  });

  it("answers only for the participant's own team: 403 for another's, 404 for none", async () => {
    const stateB = await stateOf(tokenB, teamB.id);
    const [swap] = validSwaps(stateB.selectie, 1);
    const before = await dataFingerprint(server.db);
    for (const [method, path, body] of [
      ['GET', mijnPaths.transfers(teamB.id), undefined],
      ['POST', mijnPaths.transfersCheck(teamB.id), swap],
      ['POST', mijnPaths.transfers(teamB.id), { ...swap, version: stateB.version }],
      ['DELETE', `${mijnPaths.transfer(teamB.id, 1)}?version=${stateB.version}`, undefined],
    ] as const) {
      const answer = await as<ErrorBody>(tokenA, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error.message).toBe(
        'Dit team is niet van jou: je ziet alleen je eigen teams.',
      );
      const unknown = await as<ErrorBody>(
        tokenA,
        method,
        path.replace(String(teamB.id), '999999'),
        body,
      );
      expect(unknown.status, `${method} unknown`).toBe(404);
    }
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it("checks a swap live with the organiser's rules and messages: position, keeper, club limit, in and out", async () => {
    const { selectie } = await stateOf(tokenA, teamA.id);
    const mine = spelers.filter((s) => selectie.includes(s.id));
    const check = async (playerOutId: number, playerInId: number) => {
      const answer = await as(tokenA, 'POST', mijnPaths.transfersCheck(teamA.id), {
        playerOutId,
        playerInId,
      });
      expect(answer.status).toBe(200);
      return regelCheckSchema.parse(answer.body);
    };
    const [good] = validSwaps(selectie, 1);
    expect(await check(good!.playerOutId, good!.playerInId)).toEqual({ valid: true, fouten: [] });

    // A keeper out for a defender: the position rule and the keeper rule, each named.
    const keeper = mine.find((s) => s.position === 'Keeper')!;
    const defender = spelers.find(
      (s) => s.position === 'Verdediger' && s.status === 'actief' && !selectie.includes(s.id),
    )!;
    const position = await check(keeper.id, defender.id);
    expect(position.valid).toBe(false);
    expect(position.fouten.map((f) => f.rule)).toEqual(expect.arrayContaining(['positie']));
    expect(position.fouten.find((f) => f.rule === 'positie')!.message).toBe(
      `Een transfer ruilt een speler voor een speler van dezelfde positie: ${keeper.name} (Keeper) en ${defender.name} (Verdediger).`,
    );
    expect(position.fouten.some((f) => f.rule === 'keeper' || f.rule === 'formatie')).toBe(true);

    // A fourth player of a club that has three: the club limit.
    const perClub = new Map<number, number>();
    for (const s of mine) perClub.set(s.clubId, (perClub.get(s.clubId) ?? 0) + 1);
    const full = [...perClub].filter(([, n]) => n >= 3).map(([clubId]) => clubId);
    const fourth = spelers
      .filter((s) => full.includes(s.clubId) && s.status === 'actief' && !selectie.includes(s.id))
      .map((inn) => ({
        inn,
        out: mine.find((m) => m.position === inn.position && m.clubId !== inn.clubId),
      }))
      .find((c) => c.out !== undefined);
    expect(fourth, 'a club with three in the selection and a fourth to bring in').toBeDefined();
    const club = await check(fourth!.out!.id, fourth!.inn.id);
    expect(club.valid).toBe(false);
    expect(club.fouten.map((f) => f.rule)).toEqual(['club']);

    // Out a player he does not have; in one he has.
    const stranger = spelers.find((s) => !selectie.includes(s.id) && s.position === 'Aanvaller')!;
    expect((await check(stranger.id, stranger.id)).fouten.map((f) => f.rule)).toContain('uit');
    const twoOfMine = mine.filter((s) => s.position === 'Aanvaller');
    expect((await check(twoOfMine[0]!.id, twoOfMine[1]!.id)).fouten.map((f) => f.rule)).toContain(
      'in',
    );
  });

  it('saves a swap (201, the new state), audited with the participant as actor, and refuses one breaking a rule with a 400 naming it', async () => {
    const state = await stateOf(tokenA, teamA.id);
    expect(state).toMatchObject({
      deelnemerId: teamA.id,
      name: 'Wim Wissel',
      teamName: 'Wisselteam',
      used: 0,
      transfers: [],
      transferperiode: {
        fromRound: WINDOW_ROUND,
        sluitOp: DEADLINE_UTC,
        isOpen: true,
        maxTransfers: 3,
      },
    });
    const mijn = mijnResponseSchema.parse((await as(tokenA, 'GET', mijnPaths.mijn)).body);
    expect(mijn.transferperiode).toEqual({
      id: state.transferperiode!.id,
      fromRound: WINDOW_ROUND,
      sluitOp: DEADLINE_UTC,
      isOpen: true,
    });

    const [swap] = validSwaps(state.selectie, 1);
    const saved = await as(tokenA, 'POST', mijnPaths.transfers(teamA.id), {
      ...swap,
      version: state.version,
    });
    expect(saved.status).toBe(201);
    const after = mijnTransfersResponseSchema.parse(saved.body);
    expect(after.version).toBe(state.version + 1);
    expect(after.used).toBe(1);
    expect(after.transfers).toEqual([
      { id: expect.any(Number), ...swap, fromRound: WINDOW_ROUND, doorOrganisator: false },
    ]);
    expect(after.selectie).toContain(swap!.playerInId);
    expect(after.selectie).not.toContain(swap!.playerOutId);
    const audit = await lastAudit(server.db);
    expect(audit).toMatchObject({
      accountId: null,
      userName: 'Wim Wissel (deelnemer)',
      action: 'transfer.deelnemer.aanmaken',
      summary: `Transfer van Wim Wissel zelf vanaf speelronde ${WINDOW_ROUND}`,
    });
    expect(JSON.parse(audit.details)).toMatchObject({
      deelnemerId: teamA.id,
      fromRound: WINDOW_ROUND,
      transfers: [swap],
      persoonId: expect.any(Number),
    });
    expect(audit.at).toBe(now.toISOString());

    const keeper = spelers.find((s) => after.selectie.includes(s.id) && s.position === 'Keeper')!;
    // Not the one just swapped out either: the engine checks a new swap before the stored ones
    // of its window, where he still counts as in the 11.
    const defender = spelers.find(
      (s) =>
        s.position === 'Verdediger' &&
        s.status === 'actief' &&
        !after.selectie.includes(s.id) &&
        s.id !== swap!.playerOutId,
    )!;
    const before = await dataFingerprint(server.db);
    const refused = await as<ErrorBody>(tokenA, 'POST', mijnPaths.transfers(teamA.id), {
      playerOutId: keeper.id,
      playerInId: defender.id,
      version: after.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(
      'Een transfer ruilt een speler voor een speler van dezelfde positie',
    );
    // Each broken rule a problem under the player coming in: the positions, and the 11 after.
    expect(refused.body.error.details?.problems).toEqual([
      {
        field: 'playerInId',
        rule: 'positie',
        message: expect.stringContaining('Een transfer ruilt een speler voor een speler'),
        playerIds: [keeper.id, defender.id],
      },
      {
        field: 'playerInId',
        rule: 'keeper',
        message: 'Een selectie heeft precies 1 keeper (nu 0).',
        playerIds: [],
      },
    ]);
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it("holds the most transfers per window, counting the organiser's for him too", async () => {
    let state = await stateOf(tokenA, teamA.id);
    const swaps = validSwaps(state.selectie, 4);
    // The organiser enters the first (a paper form), the participant the next two.
    const byOrganiser = await client.ok<OrganiserDeelnemer>(
      'POST',
      organiserPaths.transfers(teamA.id),
      { version: state.version, transfers: [swaps[0]] },
      201,
    );
    state = await stateOf(tokenA, teamA.id);
    expect(state.version).toBe(byOrganiser.version);
    for (const swap of swaps.slice(1, 3)) {
      const saved = await as(tokenA, 'POST', mijnPaths.transfers(teamA.id), {
        ...swap,
        version: state.version,
      });
      expect(saved.status).toBe(201);
      state = mijnTransfersResponseSchema.parse(saved.body);
    }
    expect(state.used).toBe(3);
    expect(state.transfers.map((t) => t.doorOrganisator)).toEqual([true, false, false]);
    const fourth = await as<ErrorBody>(tokenA, 'POST', mijnPaths.transfers(teamA.id), {
      ...swaps[3],
      version: state.version,
    });
    expect(fourth.status).toBe(400);
    expect(fourth.body.error.message).toBe(
      `Maximaal 3 transfers per transferperiode (nu 4 vanaf speelronde ${WINDOW_ROUND}).`,
    );
    // A full window is about the request as a whole, not one of its players.
    expect(fourth.body.error.details?.problems).toEqual([
      {
        field: null,
        rule: 'max-transfers',
        message: fourth.body.error.message,
        playerIds: [],
      },
    ]);

    // The organiser's overview: who used how many, and who made each.
    const overzicht = transferperiodeOverzichtSchema.parse(
      await client.ok('GET', organiserPaths.transferperiodeTransfers(state.transferperiode!.id)),
    );
    expect(overzicht.maxTransfers).toBe(3);
    const a = overzicht.deelnemers.find((d) => d.deelnemerId === teamA.id)!;
    const b = overzicht.deelnemers.find((d) => d.deelnemerId === teamB.id)!;
    expect(a).toMatchObject({ name: 'Wim Wissel', teamName: 'Wisselteam', used: 3, max: 3 });
    expect(a.version).toBe(state.version);
    expect(a.transfers.map((t) => t.door)).toEqual([
      { soort: 'organisator', naam: 'organisatie' },
      { soort: 'deelnemer', naam: 'Wim Wissel' },
      { soort: 'deelnemer', naam: 'Wim Wissel' },
    ]);
    const first = spelers.find((s) => s.id === swaps[0]!.playerOutId)!;
    expect(a.transfers[0]).toMatchObject({ ...swaps[0], playerOutName: first.name });
    expect(b).toMatchObject({ used: 0, transfers: [] });
    // Every participant with a selection, by name.
    const names = overzicht.deelnemers.map((d) => d.name);
    expect(names.length).toBeGreaterThan(2);
    expect(overzicht.transferperiode.transferCount).toBe(3);
  });

  it("lets him change his mind: undo his own, then another; never the organiser's", async () => {
    let state = await stateOf(tokenA, teamA.id);
    const [first, second, third] = validSwaps(state.selectie, 3);
    const saved = await as(tokenA, 'POST', mijnPaths.transfers(teamA.id), {
      ...first,
      version: state.version,
    });
    state = mijnTransfersResponseSchema.parse(saved.body);
    const own = state.transfers[0]!;
    const stale = await as<ErrorBody>(
      tokenA,
      'DELETE',
      `${mijnPaths.transfer(teamA.id, own.id)}?version=${state.version - 1}`,
    );
    expect(stale).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: CONFLICT_MESSAGE } },
    });
    const undone = await as(
      tokenA,
      'DELETE',
      `${mijnPaths.transfer(teamA.id, own.id)}?version=${state.version}`,
    );
    expect(undone.status).toBe(204);
    expect(await lastAudit(server.db)).toMatchObject({
      userName: 'Wim Wissel (deelnemer)',
      action: 'transfer.deelnemer.verwijderen',
    });
    state = await stateOf(tokenA, teamA.id);
    expect(state).toMatchObject({ used: 0, transfers: [] });
    expect(state.selectie).toContain(first!.playerOutId);
    const other = await as(tokenA, 'POST', mijnPaths.transfers(teamA.id), {
      ...second,
      version: state.version,
    });
    expect(other.status).toBe(201);
    state = mijnTransfersResponseSchema.parse(other.body);

    // One the organiser entered for him stays his to ask for.
    const d = await client.ok<OrganiserDeelnemer>(
      'POST',
      organiserPaths.transfers(teamA.id),
      { version: state.version, transfers: [third] },
      201,
    );
    const organisers = d.transfers.at(-1)!;
    const refused = await as<ErrorBody>(
      tokenA,
      'DELETE',
      `${mijnPaths.transfer(teamA.id, organisers.id)}?version=${d.version}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Deze transfer heeft de organisatie voor je ingevoerd; vraag haar om hem terug te draaien.',
    );
  });

  it('refuses a stale version, and of two saves at once with one version exactly one wins', async () => {
    const state = await stateOf(tokenA, teamA.id);
    const [one, two] = validSwaps(state.selectie, 2);
    const stale = await as<ErrorBody>(tokenA, 'POST', mijnPaths.transfers(teamA.id), {
      ...one,
      version: state.version + 5,
    });
    expect(stale).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: CONFLICT_MESSAGE } },
    });
    const [x, y] = await Promise.all(
      [one, two].map((swap) =>
        as<ErrorBody>(tokenA, 'POST', mijnPaths.transfers(teamA.id), {
          ...swap,
          version: state.version,
        }),
      ),
    );
    expect([x!.status, y!.status].sort()).toEqual([201, 409]);
    const lost = x!.status === 409 ? x! : y!;
    expect(lost.body.error.message).toBe(CONFLICT_MESSAGE);
    const after = await stateOf(tokenA, teamA.id);
    expect(after.used).toBe(1);
    expect(after.version).toBe(state.version + 1);
  });

  it('makes them final at the deadline: every write 409 naming it in Dutch time; the organiser can still enter and undo with a note', async () => {
    let state = await stateOf(tokenA, teamA.id);
    const [mine, later, organisers] = validSwaps(state.selectie, 3);
    const saved = await as(tokenA, 'POST', mijnPaths.transfers(teamA.id), {
      ...mine,
      version: state.version,
    });
    expect(saved.status).toBe(201);
    state = mijnTransfersResponseSchema.parse(saved.body);

    // One minute before: still open. At the deadline: closed.
    now = new Date('2027-02-13T10:59:00.000Z');
    expect((await stateOf(tokenA, teamA.id)).transferperiode!.isOpen).toBe(true);
    now = new Date(DEADLINE_UTC);
    const closed = await stateOf(tokenA, teamA.id);
    expect(closed.transferperiode).toMatchObject({ isOpen: false, sluitOp: DEADLINE_UTC });
    expect(closed.transfers).toHaveLength(1);
    const mijn = mijnResponseSchema.parse((await as(tokenA, 'GET', mijnPaths.mijn)).body);
    expect(mijn.transferperiode).toMatchObject({ isOpen: false, sluitOp: DEADLINE_UTC });
    const [window] = (await windows()).filter((w) => w.fromRound === WINDOW_ROUND);
    expect(window).toMatchObject({ isOpen: true, openVoorDeelnemers: false });

    const before = await dataFingerprint(server.db);
    for (const [method, path, body] of [
      ['POST', mijnPaths.transfers(teamA.id), { ...later, version: state.version }],
      ['POST', mijnPaths.transfersCheck(teamA.id), later],
      [
        'DELETE',
        `${mijnPaths.transfer(teamA.id, state.transfers[0]!.id)}?version=${state.version}`,
        undefined,
      ],
    ] as const) {
      const answer = await as<ErrorBody>(tokenA, method, path, body);
      expect(answer, `${method} ${path}`).toEqual({
        status: 409,
        body: { error: { code: 'conflict', message: DEADLINE_MESSAGE } },
      });
    }
    expect(await dataFingerprint(server.db)).toBe(before);

    // The organiser, after the deadline: a transfer for him, and an undo of his own with a note.
    const entered = await client.ok<OrganiserDeelnemer>(
      'POST',
      organiserPaths.transfers(teamA.id),
      { version: state.version, transfers: [organisers] },
      201,
    );
    const note = 'Dubbel ingevoerd, op verzoek van Wim';
    await client.ok(
      'DELETE',
      `${organiserPaths.transfer(teamA.id, state.transfers[0]!.id)}?version=${entered.version}&notitie=${encodeURIComponent(note)}`,
      undefined,
      204,
    );
    const audit = await lastAudit(server.db);
    expect(audit).toMatchObject({
      action: 'transfer.verwijderen',
      summary: `Transfer van Wim Wissel (vanaf speelronde ${WINDOW_ROUND}) teruggedraaid: ${note}`,
    });
    expect(JSON.parse(audit.details)).toMatchObject({ notitie: note });
    const tooLong = await client.call<ErrorBody>(
      'DELETE',
      `${organiserPaths.transfer(teamA.id, entered.transfers.at(-1)!.id)}?version=${entered.version + 1}&notitie=${'x'.repeat(501)}`,
    );
    expect(tooLong.status).toBe(400);
    const after = await stateOf(tokenA, teamA.id);
    expect(after.transfers.map((t) => t.doorOrganisator)).toEqual([true]);
  });
});

describe('backup and restore', () => {
  const download = async (): Promise<BackupFile> => {
    const response = await client.send(backupPaths.download, {
      method: 'GET',
      token: client.token,
    });
    expect(response.status).toBe(200);
    return backupFileSchema.parse(JSON.parse(await response.text()));
  };

  it("carries the deadline and who made each transfer; a backup from before them restores with none and the organiser's", async () => {
    await setWindow(true, DEADLINE_LOCAL);
    await clearTransfers(teamA.id);
    const state = await stateOf(tokenA, teamA.id);
    const [swap] = validSwaps(state.selectie, 1);
    const saved = await as(tokenA, 'POST', mijnPaths.transfers(teamA.id), {
      ...swap,
      version: state.version,
    });
    expect(saved.status).toBe(201);

    const backup = await download();
    const window = backup.tables.transferWindow!.find((w) => w.fromRound === WINDOW_ROUND);
    expect(window).toMatchObject({ sluitOp: DEADLINE_UTC });
    const own = backup.tables.transfer!.filter((t) => t.deelnemerId === teamA.id);
    expect(own.map((t) => t.door)).toEqual(['deelnemer']);

    // The same backup as the version before 0016 would have written it: that version's tables
    // and columns only.
    const before = '0015-deelnemer-accounts';
    const scratch = openDatabase(':memory:');
    let columnsThen: Map<string, { name: string }[]>;
    try {
      await migrateTo(scratch, before);
      columnsThen = await databaseColumns(scratch);
    } finally {
      await scratch.destroy();
    }
    const older: BackupFile = {
      ...backup,
      migrations: backup.migrations.slice(0, backup.migrations.indexOf(before) + 1),
      tables: Object.fromEntries(
        Object.entries(backup.tables)
          .filter(([table]) => columnsThen.has(table))
          .map(([table, rows]) => {
            const names = new Set(columnsThen.get(table)!.map((c) => c.name));
            return [
              table,
              rows.map((row) =>
                Object.fromEntries(Object.entries(row).filter(([c]) => names.has(c))),
              ),
            ];
          }),
      ),
    };
    expect(older.tables.transferWindow![0]).not.toHaveProperty('sluitOp');
    expect(older.tables.transfer![0]).not.toHaveProperty('door');
    const restored = await client.call('POST', backupPaths.restore, older);
    expect(restored.status).toBe(200);
    const after = await download();
    expect(after.tables.transferWindow!.map((w) => w.sluitOp)).toEqual(
      older.tables.transferWindow!.map(() => null),
    );
    expect(new Set(after.tables.transfer!.map((t) => t.door))).toEqual(new Set(['organisator']));
    expect(after.tables.transfer!.length).toBe(backup.tables.transfer!.length);
  });
});
