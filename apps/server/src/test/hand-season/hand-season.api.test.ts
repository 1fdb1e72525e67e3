// One small season worked out by hand (issue 17): 4 clubs, 29 players, 6 participants in 2 teams
// and one subcompetitie, two played speelrondes, a club move, a departure, a transfer and both
// cups. Everything is built through the organiser API over real HTTP; every expected number
// below was worked out on paper from docs/game.md's default tables, never by the engine.
//
// docs/game.md's default points (Keeper/Verdediger/Middenvelder/Aanvaller): basisplaats 1, won 3,
// draw 1, goal 10/6/4/3, penalty goal +1 extra, assist 2, clean sheet 4/2/0/0, penalty saved 3
// (keeper), penalty missed -2, own goal -4, yellow -1, second yellow -3 (on top of the first
// yellow's -1), direct red -4. Card points: yellow 1, second yellow 3, direct red 3.
import type {
  BekerDuel,
  BekerRondeDetail,
  BekerRondeSummary,
  Deelnemer,
  DeelnemerRonde,
  Deelnemers,
  Fairplaycup,
  Herbstmeister,
  Highscorecup,
  OrganiserDeelnemer,
  OrganiserSpeler,
  OrganiserWedstrijd,
  Periode,
  PeriodetitelsSummary,
  Rondes,
  Speelronde,
  SpelerEventsInput,
  SpelerRow,
  Subcompetities,
  Teamcompetitie,
  Transfers,
  Tussenstand,
  TussenstandRow,
  TussenstandSummary,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-server';
import type { OrganiserClient } from '../organiser/organiser-client';
import { startOrganiserServer } from '../organiser/organiser-client';

type Positie = OrganiserSpeler['position'];

// ---------------------------------------------------------------------------------------------
// The league: 4 clubs of 7 players, plus one winter signing.

const CLUBS = ['FC Noord', 'FC Zuid', 'FC Oost', 'FC West'] as const;
type Club = (typeof CLUBS)[number];

const SPELERS: [name: string, club: Club, position: Positie][] = [
  ['Kees Bakker', 'FC Noord', 'Keeper'],
  ['Vincent de Boer', 'FC Noord', 'Verdediger'],
  ['Nick Lammers', 'FC Noord', 'Verdediger'],
  ['Mees Hoekstra', 'FC Noord', 'Middenvelder'],
  ['Noud Willems', 'FC Noord', 'Middenvelder'],
  ['Arie Smit', 'FC Noord', 'Aanvaller'],
  ['Niels Postma', 'FC Noord', 'Aanvaller'],
  ['Kobus Visser', 'FC Zuid', 'Keeper'],
  ['Victor Mulder', 'FC Zuid', 'Verdediger'],
  ['Zeger Bos', 'FC Zuid', 'Verdediger'],
  ['Max de Vries', 'FC Zuid', 'Middenvelder'],
  ['Zico Vermeer', 'FC Zuid', 'Middenvelder'],
  ['Aad Meijer', 'FC Zuid', 'Aanvaller'],
  ['Zef Kramer', 'FC Zuid', 'Aanvaller'],
  ['Kasper Peters', 'FC Oost', 'Keeper'],
  ['Olaf Hendriks', 'FC Oost', 'Verdediger'],
  ['Otto Claassen', 'FC Oost', 'Verdediger'],
  ['Milan Dekker', 'FC Oost', 'Middenvelder'],
  ['Omar Bakri', 'FC Oost', 'Middenvelder'],
  ['Anton Brouwer', 'FC Oost', 'Aanvaller'],
  ['Oscar Timmer', 'FC Oost', 'Aanvaller'],
  ['Koen de Wit', 'FC West', 'Keeper'],
  ['Wouter Prins', 'FC West', 'Verdediger'],
  ['Willem Koster', 'FC West', 'Verdediger'],
  ['Maarten Vos', 'FC West', 'Middenvelder'],
  ['Wim Schouten', 'FC West', 'Middenvelder'],
  ['Arjen Kok', 'FC West', 'Aanvaller'],
  ['Wessel Dijkstra', 'FC West', 'Aanvaller'],
];
/** Status nieuw: selectable from speelronde 2 (the winter signing). */
const LUCAS = 'Lucas Winter';

// ---------------------------------------------------------------------------------------------
// Participants: team, subcompetities and the initial 11 (at most 3 per club, keeper first).

const ANNA = 'Anna Jansen';
const BRAM = 'Bram Jansen';
const COR = 'Cor Jansen';
const DIRK = 'Dirk Vermeulen';
const EVA = 'Eva Smits';
const FLEUR = 'Fleur de Graaf';
const JANSEN = 'Familie Jansen';
const TRIBUNE = 'De Tribune';

const DEELNEMERS: { name: string; team: string; sub: string[]; selectie: string[] }[] = [
  {
    name: ANNA, // 4-3-3; Milan Dekker is transferred out for Lucas Winter from speelronde 2
    team: JANSEN,
    sub: [],
    selectie: [
      'Kees Bakker',
      ...['Vincent de Boer', 'Victor Mulder', 'Olaf Hendriks', 'Willem Koster'],
      ...['Mees Hoekstra', 'Milan Dekker', 'Maarten Vos'],
      ...['Anton Brouwer', 'Aad Meijer', 'Arjen Kok'],
    ],
  },
  {
    name: BRAM, // 4-4-2; keeps the departed Milan Dekker
    team: JANSEN,
    sub: ['Jeugd'],
    selectie: [
      'Kees Bakker',
      ...['Vincent de Boer', 'Victor Mulder', 'Olaf Hendriks', 'Willem Koster'],
      ...['Milan Dekker', 'Zico Vermeer', 'Maarten Vos', 'Wim Schouten'],
      ...['Arie Smit', 'Anton Brouwer'],
    ],
  },
  {
    name: COR, // 3-5-2
    team: JANSEN,
    sub: [],
    selectie: [
      'Kobus Visser',
      ...['Nick Lammers', 'Zeger Bos', 'Otto Claassen'],
      ...['Max de Vries', 'Noud Willems', 'Omar Bakri', 'Wim Schouten', 'Mees Hoekstra'],
      ...['Anton Brouwer', 'Arjen Kok'],
    ],
  },
  {
    name: DIRK, // 4-4-2
    team: TRIBUNE,
    sub: [],
    selectie: [
      'Koen de Wit',
      ...['Victor Mulder', 'Wouter Prins', 'Olaf Hendriks', 'Nick Lammers'],
      ...['Zico Vermeer', 'Maarten Vos', 'Mees Hoekstra', 'Omar Bakri'],
      ...['Arie Smit', 'Aad Meijer'],
    ],
  },
  {
    name: EVA, // 3-4-3
    team: TRIBUNE,
    sub: ['Jeugd'],
    selectie: [
      'Kasper Peters',
      ...['Vincent de Boer', 'Victor Mulder', 'Willem Koster'],
      ...['Mees Hoekstra', 'Zico Vermeer', 'Maarten Vos', 'Omar Bakri'],
      ...['Anton Brouwer', 'Arjen Kok', 'Aad Meijer'],
    ],
  },
  {
    name: FLEUR, // 3-4-3: Eva's team with Milan Dekker (6 + 0) for Zico Vermeer (0 + 6)
    team: TRIBUNE,
    sub: ['Jeugd'],
    selectie: [
      'Kasper Peters',
      ...['Vincent de Boer', 'Victor Mulder', 'Willem Koster'],
      ...['Mees Hoekstra', 'Milan Dekker', 'Maarten Vos', 'Noud Willems'],
      ...['Anton Brouwer', 'Arjen Kok', 'Aad Meijer'],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Every player's points per speelronde, worked out by hand from the events entered below.
// Players not listed did not play (0).

const POINTS_ROUND_1: Record<string, number> = {
  // FC Noord 2-0 FC Zuid
  'Kees Bakker': 11, // K: basis 1 + won 3 + clean sheet 4 + penalty saved 3
  'Vincent de Boer': 12, // V: basis 1 + won 3 + clean sheet 2 + goal 6
  'Mees Hoekstra': 5, // M: basis 1 + won 3 + clean sheet 0 + assist 2 + yellow -1
  'Arie Smit': 7, // A, substitute: won 3 + goal 3 + penalty extra 1
  'Kobus Visser': 1, // K: basis 1 (lost, 2 against)
  'Victor Mulder': 1, // V: basis 1
  'Max de Vries': -5, // M: basis 1 + penalty missed -2 + yellow -1 + second yellow -3
  'Aad Meijer': 1, // A: basis 1
  // FC Oost 1-1 FC West
  'Kasper Peters': 2, // K: basis 1 + draw 1
  'Olaf Hendriks': -2, // V: basis 1 + draw 1 + own goal -4
  'Milan Dekker': 6, // M: basis 1 + draw 1 + goal 4
  'Anton Brouwer': 4, // A: basis 1 + draw 1 + assist 2
  'Koen de Wit': 2, // K: basis 1 + draw 1
  'Wouter Prins': -2, // V: basis 1 + draw 1 + direct red -4
  'Maarten Vos': 1, // M: basis 1 + draw 1 + yellow -1
  'Arjen Kok': 1, // A, substitute (still FC West): draw 1
};

const POINTS_ROUND_2: Record<string, number> = {
  // FC Oost 3-1 FC Noord
  'Kasper Peters': 4, // K: basis 1 + won 3 (1 against: no clean sheet)
  'Olaf Hendriks': 6, // V: basis 1 + won 3 + assist 2
  'Milan Dekker': 0, // vertrokken from speelronde 2: his goal (1 + 3 + 4 = 8) counts for nothing
  [LUCAS]: 9, // M, substitute: won 3 + goal 4 + assist 2
  'Anton Brouwer': 8, // A: basis 1 + won 3 + goal 3 + penalty extra 1
  'Kees Bakker': 1, // K: basis 1 (lost)
  'Vincent de Boer': 0, // V: basis 1 + yellow -1
  'Mees Hoekstra': 5, // M: basis 1 + goal 4
  'Arie Smit': -1, // A: basis 1 + penalty missed -2
  // FC West 0-2 FC Zuid
  'Koen de Wit': 4, // K: basis 1 + penalty saved 3 (lost)
  'Willem Koster': 0, // V: basis 1 + yellow -1
  'Maarten Vos': 1, // M: basis 1
  'Kobus Visser': 8, // K: basis 1 + won 3 + clean sheet 4
  'Victor Mulder': 12, // V: basis 1 + won 3 + clean sheet 2 + goal 6
  'Zico Vermeer': 6, // M: basis 1 + won 3 + clean sheet 0 + assist 2
  'Arjen Kok': 6, // A, substitute, now FC Zuid: won 3 + goal 3
  'Aad Meijer': 0, // A: basis 1 + won 3 + yellow -1 + second yellow -3
};

/** A row of points per event with nothing scored. */
const zeroEvents = {
  basisplaats: 0,
  gewonnen: 0,
  gelijkspel: 0,
  doelpunt: 0,
  penaltyDoelpunt: 0,
  assist: 0,
  cleanSheet: 0,
  penaltyGestopt: 0,
  penaltyGemist: 0,
  eigenDoelpunt: 0,
  geel: 0,
  tweedeGeel: 0,
  rood: 0,
};

/** The points a player's row on a participant's round page shows. */
const pointsIn = (round: 1 | 2, name: string) =>
  (round === 1 ? POINTS_ROUND_1 : POINTS_ROUND_2)[name] ?? 0;

// ---------------------------------------------------------------------------------------------
// The server and the ids it gave out.

let server: TestServer;
let client: OrganiserClient;
const clubId = new Map<string, number>();
const spelerId = new Map<string, number>();
const deelnemerId = new Map<string, number>();
const wedstrijd = new Map<string, OrganiserWedstrijd>();

const idOf = (map: Map<string, number>, name: string) => {
  const id = map.get(name);
  if (id === undefined) throw new Error(`unknown: ${name}`);
  return id;
};

beforeAll(async () => {
  ({ server, client } = await startOrganiserServer({ empty: true, env: { DEMO: 'false' } }));
});
afterAll(() => server?.close());

const NO_EVENTS = {
  played: true,
  basisplaats: true,
  goals: 0,
  penaltyGoals: 0,
  assists: 0,
  ownGoals: 0,
  yellow: 0,
  secondYellow: false,
  directRed: false,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
};

/** A player who played (in the starting eleven unless basisplaats: false) with these events. */
const played = (
  name: string,
  side: 'home' | 'away',
  events: Partial<SpelerEventsInput> = {},
): SpelerEventsInput => ({ playerId: idOf(spelerId, name), side, ...NO_EVENTS, ...events });

async function enterUitslag(
  match: string,
  homeGoals: number,
  awayGoals: number,
  events: SpelerEventsInput[],
) {
  const w = wedstrijd.get(match);
  if (!w) throw new Error(`unknown match ${match}`);
  await client.ok('PUT', organiserPaths.uitslag(w.id), {
    version: w.version,
    homeGoals,
    awayGoals,
    events,
  });
}

async function updateSpeler(name: string, change: Partial<OrganiserSpeler>) {
  const spelers = await client.ok<OrganiserSpeler[]>('GET', organiserPaths.spelers);
  const s = spelers.find((x) => x.id === idOf(spelerId, name))!;
  await client.ok('PUT', organiserPaths.speler(s.id), {
    version: s.version,
    name: s.name,
    clubId: s.clubId,
    position: s.position,
    status: s.status,
    availableFromRound: s.availableFromRound,
    departedFromRound: s.departedFromRound,
    ...change,
  });
}

/** A cup duel with its two sides in name order (the draw decides who is first). */
function duelAnswer(d: BekerDuel) {
  const sides = [
    { name: d.first.name, score: d.firstScore, total: d.firstTotal },
    { name: d.second.name, score: d.secondScore, total: d.secondTotal },
  ].sort((a, b) => a.name.localeCompare(b.name));
  const winner =
    d.winnerId === null ? null : d.winnerId === d.first.id ? d.first.name : d.second.name;
  return { sides, winner, decidedBy: d.decidedBy };
}

const duelsOf = (r: BekerRondeDetail) =>
  r.duels.map(duelAnswer).sort((a, b) => a.sides[0]!.name.localeCompare(b.sides[0]!.name));
const pairsOf = (r: BekerRondeDetail) => duelsOf(r).map((d) => d.sides.map((s) => s.name));
const byesOf = (r: BekerRondeDetail) => r.byes.map((b) => b.name).sort();

/**
 * The server draws at random: undo the draw and draw again until it is one worked out by hand
 * (allowed while the speelronde has no results).
 */
async function drawUntil(
  speelronde: number,
  wanted: (drawn: BekerRondeDetail) => boolean,
): Promise<BekerRondeDetail> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const drawn = await client.ok<BekerRondeDetail>(
      'POST',
      organiserPaths.bekerrondes,
      { kind: 'beker', speelronde },
      201,
    );
    if (wanted(drawn)) return drawn;
    await client.ok('DELETE', organiserPaths.bekerronde(drawn.id), undefined, 204);
  }
  throw new Error('the wanted draw did not come up');
}

/** Who `name` meets in the drawn round; undefined for a bye. */
const opponentOf = (r: BekerRondeDetail, name: string) =>
  pairsOf(r)
    .find((pair) => pair.includes(name))
    ?.find((n) => n !== name);

const standingOf = (rows: TussenstandRow[]) =>
  rows.map((r) => [r.position, r.name, r.totalScore, r.positionChange]);

// ---------------------------------------------------------------------------------------------

describe('a season worked out by hand', () => {
  it('is set up through the organiser API: season, clubs, players, schedule, participants', async () => {
    // 4 speelrondes: the default periods are 1-1, 2-2, 3-3, 4-4, the herbstmeister round is 2.
    await client.ok(
      'POST',
      organiserPaths.seizoen,
      { name: 'Seizoen met de hand', clubName: 'De Rekenclub', roundCount: 4 },
      201,
    );
    for (const name of CLUBS) {
      const club = await client.ok<{ id: number }>('POST', organiserPaths.clubs, { name }, 201);
      clubId.set(name, club.id);
    }
    for (const [name, club, position] of SPELERS) {
      const speler = await client.ok<OrganiserSpeler>(
        'POST',
        organiserPaths.spelers,
        {
          name,
          clubId: idOf(clubId, club),
          position,
          status: 'actief',
          availableFromRound: null,
          departedFromRound: null,
        },
        201,
      );
      spelerId.set(name, speler.id);
    }
    const lucas = await client.ok<OrganiserSpeler>(
      'POST',
      organiserPaths.spelers,
      {
        name: LUCAS,
        clubId: idOf(clubId, 'FC Oost'),
        position: 'Middenvelder',
        status: 'nieuw',
        availableFromRound: 2,
        departedFromRound: null,
      },
      201,
    );
    spelerId.set(LUCAS, lucas.id);

    const schedule: [string, number, Club, Club, string][] = [
      ['noord-zuid', 1, 'FC Noord', 'FC Zuid', '2026-08-15T14:30'],
      ['oost-west', 1, 'FC Oost', 'FC West', '2026-08-15T20:00'],
      ['oost-noord', 2, 'FC Oost', 'FC Noord', '2026-08-22T14:30'],
      ['west-zuid', 2, 'FC West', 'FC Zuid', '2026-08-22T20:00'],
    ];
    for (const [key, round, home, away, kickoff] of schedule) {
      const w = await client.ok<OrganiserWedstrijd>(
        'POST',
        organiserPaths.wedstrijden,
        { round, homeClubId: idOf(clubId, home), awayClubId: idOf(clubId, away), kickoff },
        201,
      );
      wedstrijd.set(key, w);
    }

    for (const d of DEELNEMERS) {
      const created = await client.ok<OrganiserDeelnemer>(
        'POST',
        organiserPaths.deelnemers,
        { name: d.name, teamName: d.team, subcompetities: d.sub, email: null },
        201,
      );
      deelnemerId.set(d.name, created.id);
      await client.ok('PUT', organiserPaths.selectie(created.id), {
        version: created.version,
        playerIds: d.selectie.map((s) => idOf(spelerId, s)),
      });
    }
    const deelnemers = await server.getJson<Deelnemers>(apiPaths.deelnemers);
    expect(deelnemers).toEqual(
      [ANNA, BRAM, COR, DIRK, EVA, FLEUR].map((name) => ({
        id: idOf(deelnemerId, name),
        name,
        teamName: [ANNA, BRAM, COR].includes(name) ? JANSEN : TRIBUNE,
        persoonId: expect.any(Number),
      })),
    );
    // Each new participant is a person of their own.
    expect(new Set(deelnemers.map((d) => d.persoonId)).size).toBe(6);
  });

  it('draws the beker voorronde for speelronde 1: 6 participants, so 4 play and 2 get a bye', async () => {
    // Any draw in which Cor (6 in round 1) and Eva (27) both play and both lose will do: neither
    // meets the other, and Eva does not meet Dirk (13). That is 9 of the 45 possible draws; the
    // halve finale is then always Anna, Bram, Dirk and Fleur.
    const voorronde = await drawUntil(1, (drawn) => {
      const cor = opponentOf(drawn, COR);
      const eva = opponentOf(drawn, EVA);
      return cor !== undefined && eva !== undefined && cor !== EVA && eva !== DIRK;
    });
    expect(voorronde).toMatchObject({ name: 'Voorronde', speelronde: 1, isFinished: false });
    expect(voorronde.duels).toHaveLength(2);
    expect(voorronde.byes).toHaveLength(2);
  });

  it('round 1: the results and events, then the standings after one round', async () => {
    await enterUitslag('noord-zuid', 2, 0, [
      played('Kees Bakker', 'home', { penaltiesSaved: 1 }),
      played('Vincent de Boer', 'home', { goals: 1 }),
      played('Mees Hoekstra', 'home', { assists: 1, yellow: 1 }),
      played('Arie Smit', 'home', { basisplaats: false, goals: 1, penaltyGoals: 1 }),
      played('Kobus Visser', 'away'),
      played('Victor Mulder', 'away'),
      played('Max de Vries', 'away', { penaltiesMissed: 1, yellow: 1, secondYellow: true }),
      played('Aad Meijer', 'away'),
    ]);
    await enterUitslag('oost-west', 1, 1, [
      played('Kasper Peters', 'home'),
      played('Olaf Hendriks', 'home', { ownGoals: 1 }),
      played('Milan Dekker', 'home', { goals: 1 }),
      played('Anton Brouwer', 'home', { assists: 1 }),
      played('Koen de Wit', 'away'),
      played('Wouter Prins', 'away', { directRed: true }),
      played('Maarten Vos', 'away', { yellow: 1 }),
      played('Arjen Kok', 'away', { basisplaats: false }),
    ]);

    // Round 1 scores (sums of the 11, POINTS_ROUND_1):
    // Anna  11 + 12 + 1 - 2 + 0 + 5 + 6 + 1 + 4 + 1 + 1 = 40
    // Bram  11 + 12 + 1 - 2 + 0 + 6 + 0 + 1 + 0 + 7 + 4 = 40
    // Fleur 2 + 12 + 1 + 0 + 5 + 6 + 1 + 0 + 4 + 1 + 1 = 33
    // Eva   2 + 12 + 1 + 0 + 5 + 0 + 1 + 0 + 4 + 1 + 1 = 27
    // Dirk  2 + 1 - 2 - 2 + 0 + 0 + 1 + 5 + 0 + 7 + 1 = 13
    // Cor   1 + 0 + 0 + 0 - 5 + 0 + 0 + 0 + 5 + 4 + 1 = 6
    const stand = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    expect(stand.round).toBe(1);
    expect(standingOf(stand.rows)).toEqual([
      [1, ANNA, 40, null], // Anna and Bram share position 1, in name order
      [1, BRAM, 40, null],
      [3, FLEUR, 33, null],
      [4, EVA, 27, null],
      [5, DIRK, 13, null],
      [6, COR, 6, null],
    ]);

    // The first half (rounds 1-2) is not over: the herbstmeister page shows it as it stands.
    const herbst = await server.getJson<Herbstmeister>(apiPaths.standen.herbstmeister);
    expect(herbst).toMatchObject({ round: 2, isDecided: false, winners: [] });
    expect(standingOf(herbst.rows)).toEqual(standingOf(stand.rows));

    // Period 1 is speelronde 1 alone: finished, a title shared by Anna and Bram (40 each).
    const perioden = await server.getJson<PeriodetitelsSummary>(apiPaths.summary.periodetitels);
    expect(perioden.currentPeriod).toBe(1);
    expect(perioden.periodetitels.map((p) => [p.isActive, p.isFinished, p.winner])).toEqual([
      [true, true, `${ANNA} & ${BRAM}`],
      [false, false, null],
      [false, false, null],
      [false, false, null],
    ]);
  });

  it('between the rounds: a club move, a departure, a transfer and the cup draws', async () => {
    // Arjen Kok moves from FC West to FC Zuid: his round 1 point stays his.
    await updateSpeler('Arjen Kok', { clubId: idOf(clubId, 'FC Zuid') });
    // Milan Dekker leaves the league from speelronde 2 on.
    await updateSpeler('Milan Dekker', { status: 'vertrokken', departedFromRound: 2 });

    // The winter window: Anna swaps Milan Dekker for the winter signing Lucas Winter.
    await client.ok('POST', organiserPaths.transferperiodes, { fromRound: 2, isOpen: true }, 201);
    const anna = await client.ok<OrganiserDeelnemer>(
      'GET',
      organiserPaths.deelnemer(idOf(deelnemerId, ANNA)),
    );
    await client.ok(
      'POST',
      organiserPaths.transfers(anna.id),
      {
        version: anna.version,
        transfers: [
          { playerOutId: idOf(spelerId, 'Milan Dekker'), playerInId: idOf(spelerId, LUCAS) },
        ],
      },
      201,
    );

    // After the voorronde Anna, Bram, Dirk and Fleur are left. The halve finale (speelronde 2)
    // is drawn so that Bram meets Dirk and Anna meets Fleur (1 in 3).
    const halve = await drawUntil(2, (drawn) => opponentOf(drawn, BRAM) === DIRK);
    expect(halve).toMatchObject({ name: 'Halve finale', speelronde: 2, isFinished: false });

    // The teambeker: both teams have 3 participants (the minimum), so it is the final at once.
    const teamFinale = await client.ok<BekerRondeDetail>(
      'POST',
      organiserPaths.bekerrondes,
      { kind: 'teambeker', speelronde: 2 },
      201,
    );
    expect(teamFinale).toMatchObject({ name: 'Finale', speelronde: 2, byes: [] });
  });

  it('round 2: the results and events; then the beker final is drawn for speelronde 3', async () => {
    await enterUitslag('oost-noord', 3, 1, [
      played('Kasper Peters', 'home'),
      played('Olaf Hendriks', 'home', { assists: 1 }),
      // His last match: he is vertrokken from this speelronde on, so his goal counts for nothing.
      played('Milan Dekker', 'home', { goals: 1 }),
      played(LUCAS, 'home', { basisplaats: false, goals: 1, assists: 1 }),
      played('Anton Brouwer', 'home', { goals: 1, penaltyGoals: 1 }),
      played('Kees Bakker', 'away'),
      played('Vincent de Boer', 'away', { yellow: 1 }),
      played('Mees Hoekstra', 'away', { goals: 1 }),
      played('Arie Smit', 'away', { penaltiesMissed: 1 }),
    ]);
    await enterUitslag('west-zuid', 0, 2, [
      played('Koen de Wit', 'home', { penaltiesSaved: 1 }),
      played('Willem Koster', 'home', { yellow: 1 }),
      played('Maarten Vos', 'home'),
      played('Kobus Visser', 'away'),
      played('Victor Mulder', 'away', { goals: 1 }),
      played('Zico Vermeer', 'away', { assists: 1 }),
      played('Arjen Kok', 'away', { basisplaats: false, goals: 1 }),
      played('Aad Meijer', 'away', { yellow: 1, secondYellow: true }),
    ]);

    // Halve finale winners Anna and Bram meet in the final; only the order is random.
    const finale = await client.ok<BekerRondeDetail>(
      'POST',
      organiserPaths.bekerrondes,
      { kind: 'beker', speelronde: 3 },
      201,
    );
    expect(finale).toMatchObject({ name: 'Finale', speelronde: 3, isFinished: false, byes: [] });
    expect(duelsOf(finale)).toEqual([
      {
        sides: [
          { name: ANNA, score: null, total: null },
          { name: BRAM, score: null, total: null },
        ],
        winner: null,
        decidedBy: null,
      },
    ]);
  });

  // Round 2 scores (sums of the 11, POINTS_ROUND_2; Anna has Lucas Winter instead of Milan):
  // Anna  1 + 0 + 12 + 6 + 0 + 5 + 9 + 1 + 8 + 0 + 6 = 48
  // Eva   4 + 0 + 12 + 0 + 5 + 6 + 1 + 0 + 8 + 6 + 0 = 42
  // Fleur 4 + 0 + 12 + 0 + 5 + 0 + 1 + 0 + 8 + 6 + 0 = 36 (Milan Dekker 0)
  // Bram  1 + 0 + 12 + 6 + 0 + 0 + 6 + 1 + 0 - 1 + 8 = 33 (Milan Dekker 0)
  // Dirk  4 + 12 + 0 + 6 + 0 + 6 + 1 + 5 + 0 - 1 + 0 = 33
  // Cor   8 + 0 + 0 + 0 + 0 + 0 + 0 + 0 + 5 + 8 + 6 = 27
  // Totals: Anna 40 + 48 = 88, Bram 40 + 33 = 73, Eva 27 + 42 = 69, Fleur 33 + 36 = 69,
  //         Dirk 13 + 33 = 46, Cor 6 + 27 = 33.

  it('tussenstand: totals, shared positions and the change since round 1', async () => {
    const expected = [
      [1, ANNA, 88, 0], // 1 -> 1
      [2, BRAM, 73, -1], // 1 -> 2
      [3, EVA, 69, 1], // 4 -> 3, shares 3 with Fleur (name order)
      [3, FLEUR, 69, 0], // 3 -> 3
      [5, DIRK, 46, 0],
      [6, COR, 33, 0],
    ];
    const stand = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    expect(stand.round).toBe(2);
    expect(standingOf(stand.rows)).toEqual(expected);
    expect(stand.rows.map((r) => [r.name, r.teamName, r.previousPosition])).toEqual([
      [ANNA, JANSEN, 1],
      [BRAM, JANSEN, 1],
      [EVA, TRIBUNE, 4],
      [FLEUR, TRIBUNE, 3],
      [DIRK, TRIBUNE, 5],
      [COR, JANSEN, 6],
    ]);
    const summary = await server.getJson<TussenstandSummary>(apiPaths.summary.tussenstand);
    expect(summary.round).toBe(2);
    expect(standingOf(summary.tussenstandPositions)).toEqual(expected);
  });

  it('deelnemer pages: score and position per round', async () => {
    const expected: [string, string, string[], number, number, [number, number][]][] = [
      // name, team, subcompetities, total, position, [score, position after] per round
      [
        ANNA,
        JANSEN,
        [],
        88,
        1,
        [
          [40, 1],
          [48, 1],
        ],
      ],
      [
        BRAM,
        JANSEN,
        ['Jeugd'],
        73,
        2,
        [
          [40, 1],
          [33, 2],
        ],
      ],
      [
        COR,
        JANSEN,
        [],
        33,
        6,
        [
          [6, 6],
          [27, 6],
        ],
      ],
      [
        DIRK,
        TRIBUNE,
        [],
        46,
        5,
        [
          [13, 5],
          [33, 5],
        ],
      ],
      [
        EVA,
        TRIBUNE,
        ['Jeugd'],
        69,
        3,
        [
          [27, 4],
          [42, 3],
        ],
      ],
      [
        FLEUR,
        TRIBUNE,
        ['Jeugd'],
        69,
        3,
        [
          [33, 3],
          [36, 3],
        ],
      ],
    ];
    for (const [name, teamName, subcompetities, totalScore, position, rounds] of expected) {
      const id = idOf(deelnemerId, name);
      expect(await server.getJson<Deelnemer>(apiPaths.deelnemer(id))).toEqual({
        id,
        name,
        teamName,
        subcompetities,
        totalScore,
        position,
        rounds: rounds.map(([score, pos], i) => ({ round: i + 1, score, position: pos })),
        // The duels are checked in deelnemers.api.test.ts.
        bekerDuels: expect.any(Array),
      });
    }
  });

  it("deelnemer round pages: the 11 valid for the round, each with the player's points", async () => {
    const scores: Record<string, [number, number]> = {
      [ANNA]: [40, 48],
      [BRAM]: [40, 33],
      [COR]: [6, 27],
      [DIRK]: [13, 33],
      [EVA]: [27, 42],
      [FLEUR]: [33, 36],
    };
    for (const d of DEELNEMERS) {
      for (const round of [1, 2] as const) {
        // Anna's transfer: Lucas Winter instead of Milan Dekker from speelronde 2.
        const selectie =
          d.name === ANNA && round === 2
            ? d.selectie.map((s) => (s === 'Milan Dekker' ? LUCAS : s))
            : d.selectie;
        const page = await server.getJson<DeelnemerRonde>(
          apiPaths.deelnemerRonde(idOf(deelnemerId, d.name), round),
        );
        expect(page.totalScore, `${d.name} round ${round}`).toBe(scores[d.name]![round - 1]);
        expect(Object.fromEntries(page.spelers.map((s) => [s.name, s.points]))).toEqual(
          Object.fromEntries(selectie.map((s) => [s, pointsIn(round, s)])),
        );
      }
    }

    // The per-event split of a few rows.
    const anna1 = await server.getJson<DeelnemerRonde>(
      apiPaths.deelnemerRonde(idOf(deelnemerId, ANNA), 1),
    );
    const row = (page: DeelnemerRonde, name: string) => page.spelers.find((s) => s.name === name)!;
    expect(row(anna1, 'Kees Bakker').perEvent).toEqual({
      ...zeroEvents,
      basisplaats: 1,
      gewonnen: 3,
      cleanSheet: 4,
      penaltyGestopt: 3,
    });
    expect(row(anna1, 'Arjen Kok')).toMatchObject({
      clubName: 'FC Zuid', // his club now
      perEvent: { ...zeroEvents, gelijkspel: 1 },
    });
    const bram2 = await server.getJson<DeelnemerRonde>(
      apiPaths.deelnemerRonde(idOf(deelnemerId, BRAM), 2),
    );
    expect(row(bram2, 'Milan Dekker').perEvent).toEqual(zeroEvents);
    expect(row(bram2, 'Arie Smit').perEvent).toEqual({
      ...zeroEvents,
      basisplaats: 1,
      penaltyGemist: -2,
    });
  });

  it('fairplaycup: fewest card points of the selected players, equal ones by total score', async () => {
    // Cards: round 1 Mees 1 (yellow), Max 4 (yellow 1 + second yellow 3), Wouter 3 (red),
    // Maarten 1; round 2 Vincent 1, Willem 1, Aad 4 (yellow 1 + second yellow 3).
    const fair = await server.getJson<Fairplaycup>(apiPaths.standen.fairplaycup);
    expect(fair.round).toBe(2);
    expect(fair.rows.map((r) => [r.position, r.name, r.cardPoints, r.totalScore])).toEqual([
      [1, BRAM, 3, 73], // Maarten 1 + Vincent 1 + Willem 1
      [2, COR, 5, 33], // Max 4 + Mees 1
      [3, ANNA, 8, 88], // Mees 1 + Maarten 1 + Vincent 1 + Willem 1 + Aad 4
      [4, EVA, 8, 69], // as Anna; 8 and 69 like Fleur: a shared position
      [4, FLEUR, 8, 69], // as Eva
      [6, DIRK, 9, 46], // Wouter 3 + Maarten 1 + Mees 1 + Aad 4
    ]);
  });

  it('highscorecup: the best round score and its round', async () => {
    const high = await server.getJson<Highscorecup>(apiPaths.standen.highscorecup);
    expect(high.rows.map((r) => [r.position, r.name, r.score, r.round])).toEqual([
      [1, ANNA, 48, 2],
      [2, EVA, 42, 2],
      [3, BRAM, 40, 1],
      [4, FLEUR, 36, 2],
      [5, DIRK, 33, 2],
      [6, COR, 27, 2],
    ]);
  });

  it('herbstmeister: decided after speelronde 2 of 4, Anna leads', async () => {
    const herbst = await server.getJson<Herbstmeister>(apiPaths.standen.herbstmeister);
    expect(herbst).toMatchObject({
      round: 2,
      isDecided: true,
      winners: [{ deelnemerId: idOf(deelnemerId, ANNA), name: ANNA }],
    });
    expect(herbst.rows.map((r) => [r.position, r.name, r.totalScore])).toEqual([
      [1, ANNA, 88],
      [2, BRAM, 73],
      [3, EVA, 69],
      [3, FLEUR, 69],
      [5, DIRK, 46],
      [6, COR, 33],
    ]);
  });

  it('periodetitels: period 1 shared, period 2 won by Anna, periods 3 and 4 not played', async () => {
    const summary = await server.getJson<PeriodetitelsSummary>(apiPaths.summary.periodetitels);
    expect(summary.currentPeriod).toBe(2); // none being played: the last finished one
    expect(
      summary.periodetitels.map((p) => [
        p.nummer,
        p.fromRound,
        p.toRound,
        p.isActive,
        p.isFinished,
        p.winner,
      ]),
    ).toEqual([
      [1, 1, 1, true, true, `${ANNA} & ${BRAM}`],
      [2, 2, 2, true, true, ANNA],
      [3, 3, 3, false, false, null],
      [4, 4, 4, false, false, null],
    ]);

    const rows = async (n: number) =>
      (await server.getJson<Periode>(apiPaths.periodetitel(n))).rows.map((r) => [
        r.position,
        r.name,
        r.score,
      ]);
    expect(await rows(1)).toEqual([
      [1, ANNA, 40],
      [1, BRAM, 40],
      [3, FLEUR, 33],
      [4, EVA, 27],
      [5, DIRK, 13],
      [6, COR, 6],
    ]);
    expect(await rows(2)).toEqual([
      [1, ANNA, 48],
      [2, EVA, 42],
      [3, FLEUR, 36],
      [4, BRAM, 33], // Bram and Dirk share 4 (33 each)
      [4, DIRK, 33],
      [6, COR, 27],
    ]);
    // Nothing played yet: everyone 0, all sharing position 1, by name.
    expect(await rows(3)).toEqual([ANNA, BRAM, COR, DIRK, EVA, FLEUR].map((n) => [1, n, 0]));
    const periode2 = await server.getJson<Periode>(apiPaths.periodetitel(2));
    expect(periode2.winners).toEqual([{ deelnemerId: idOf(deelnemerId, ANNA), name: ANNA }]);
  });

  it('teamcompetitie: the average total of each team', async () => {
    const expected = [
      // Familie Jansen: (88 + 73 + 33) / 3 = 194 / 3 = 64.67
      [1, JANSEN, 3, 194, 194 / 3],
      // De Tribune: (46 + 69 + 69) / 3 = 184 / 3 = 61.33
      [2, TRIBUNE, 3, 184, 184 / 3],
    ];
    const view = (t: Teamcompetitie) =>
      t.teamcompetitiePositions.map((r) => [
        r.position,
        r.teamName,
        r.deelnemerCount,
        r.totalScore,
        r.averageScore,
      ]);
    const full = await server.getJson<Teamcompetitie>(apiPaths.teamstanden.teamcompetitie);
    expect(full.round).toBe(2);
    expect(view(full)).toEqual(expected);
    expect(view(await server.getJson<Teamcompetitie>(apiPaths.summary.teamcompetitie))).toEqual(
      expected,
    );
  });

  it('subcompetitie Jeugd: its own standing and position changes', async () => {
    const subs = await server.getJson<Subcompetities>(apiPaths.teamstanden.subcompetities);
    expect(subs.map((s) => [s.name, s.round])).toEqual([['Jeugd', 2]]);
    // After round 1 within Jeugd: Bram 40 (1), Fleur 33 (2), Eva 27 (3).
    expect(standingOf(subs[0]!.rows)).toEqual([
      [1, BRAM, 73, 0],
      [2, EVA, 69, 1], // 3 -> 2
      [2, FLEUR, 69, 0], // 2 -> 2
    ]);
  });

  it('beker: voorronde, halve finale (one duel on total score) and the drawn final', async () => {
    const list = await server.getJson<BekerRondeSummary[]>(apiPaths.bekerrondes);
    expect(list.map((r) => [r.name, r.speelronde, r.isFinished, r.state])).toEqual([
      ['Voorronde', 1, true, 'Gespeeld in speelronde 1'],
      ['Halve finale', 2, true, 'Gespeeld in speelronde 2'],
      ['Finale', 3, false, 'Loting bekend: wordt gespeeld in speelronde 3'],
    ]);
    const [voorronde, halve, finale] = await Promise.all(
      list.map((r) => server.getJson<BekerRondeDetail>(apiPaths.bekerronde(r.id))),
    );

    // Voorronde, round 1 (the totals up to round 1 are the same numbers): whoever met Cor (6) or
    // Eva (27) won on score; the two others had a bye.
    const round1: Record<string, number> = {
      [ANNA]: 40,
      [BRAM]: 40,
      [COR]: 6,
      [DIRK]: 13,
      [EVA]: 27,
      [FLEUR]: 33,
    };
    const playing = pairsOf(voorronde!).flat();
    expect(playing).toEqual(expect.arrayContaining([COR, EVA]));
    expect(byesOf(voorronde!)).toEqual(
      [ANNA, BRAM, DIRK, FLEUR].filter((n) => !playing.includes(n)).sort(),
    );
    expect(duelsOf(voorronde!)).toEqual(
      pairsOf(voorronde!).map((pair) => ({
        sides: pair.map((name) => ({ name, score: round1[name], total: round1[name] })),
        winner: pair.find((n) => n !== COR && n !== EVA),
        decidedBy: 'score',
      })),
    );

    expect(byesOf(halve!)).toEqual([]);
    expect(duelsOf(halve!)).toEqual([
      {
        sides: [
          { name: ANNA, score: 48, total: 88 },
          { name: FLEUR, score: 36, total: 69 },
        ],
        winner: ANNA,
        decidedBy: 'score',
      },
      {
        // 33 each in round 2: the higher total up to round 2 decides, 73 against 46.
        sides: [
          { name: BRAM, score: 33, total: 73 },
          { name: DIRK, score: 33, total: 46 },
        ],
        winner: BRAM,
        decidedBy: 'totaal',
      },
    ]);

    expect(pairsOf(finale!)).toEqual([[ANNA, BRAM]]);
    expect(await server.getJson(apiPaths.summary.bekerronde)).toEqual(list[2]);
  });

  it('teambeker: the final on the average round score of each team in speelronde 2', async () => {
    const list = await server.getJson<BekerRondeSummary[]>(apiPaths.teambekerrondes);
    expect(list.map((r) => [r.name, r.speelronde, r.isFinished, r.state])).toEqual([
      ['Finale', 2, true, 'Gespeeld in speelronde 2'],
    ]);
    const finale = await server.getJson<BekerRondeDetail>(apiPaths.teambekerronde(list[0]!.id));
    expect(duelsOf(finale)).toEqual([
      {
        sides: [
          // Tribune: round 2 (33 + 42 + 36) / 3 = 111 / 3 = 37; total (46 + 69 + 69) / 3
          { name: TRIBUNE, score: 37, total: 184 / 3 },
          // Jansen: round 2 (48 + 33 + 27) / 3 = 108 / 3 = 36; total (88 + 73 + 33) / 3
          { name: JANSEN, score: 36, total: 194 / 3 },
        ],
        winner: TRIBUNE,
        decidedBy: 'score',
      },
    ]);
    expect(await server.getJson(apiPaths.summary.teambekerronde)).toEqual(list[0]);
  });

  it('wedstrijden: the rounds and every player who played with his points per match', async () => {
    expect(await server.getJson<Rondes>(apiPaths.wedstrijdRondes)).toEqual([
      { round: 1, state: 'gespeeld', firstKickoff: '2026-08-15T14:30' },
      { round: 2, state: 'gespeeld', firstKickoff: '2026-08-22T14:30' },
      { round: 3, state: 'gepland', firstKickoff: null },
      { round: 4, state: 'gepland', firstKickoff: null },
    ]);
    for (const round of [1, 2] as const) {
      const ronde = await server.getJson<Speelronde>(apiPaths.wedstrijdRonde(round, true));
      const points = Object.fromEntries(
        ronde.wedstrijden.flatMap((w) => (w.spelers ?? []).map((s) => [s.name, s.points])),
      );
      // Milan Dekker played in round 2 (a goal) but had left: 0.
      expect(points, `round ${round}`).toEqual(round === 1 ? POINTS_ROUND_1 : POINTS_ROUND_2);
    }
    const last = await server.getJson<Speelronde>(apiPaths.summary.speelronde);
    expect(last.wedstrijden.map((w) => [w.homeClub, w.homeGoals, w.awayGoals, w.awayClub])).toEqual(
      [
        ['FC Oost', 3, 1, 'FC Noord'],
        ['FC West', 0, 2, 'FC Zuid'],
      ],
    );
  });

  it('spelers: total points of every player, with points per event', async () => {
    const totaal = await server.getJson<SpelerRow[]>(apiPaths.spelers('totaalscore'));
    // Round 1 + round 2, highest first, equal totals by name.
    expect(totaal.map((s) => [s.name, s.clubName, s.totalPoints])).toEqual([
      ['Victor Mulder', 'FC Zuid', 13], // 1 + 12
      ['Anton Brouwer', 'FC Oost', 12], // 4 + 8
      ['Kees Bakker', 'FC Noord', 12], // 11 + 1
      ['Vincent de Boer', 'FC Noord', 12], // 12 + 0
      ['Mees Hoekstra', 'FC Noord', 10], // 5 + 5
      ['Kobus Visser', 'FC Zuid', 9], // 1 + 8
      [LUCAS, 'FC Oost', 9], // round 2 only
      ['Arjen Kok', 'FC Zuid', 7], // 1 (for FC West) + 6 (for FC Zuid)
      ['Arie Smit', 'FC Noord', 6], // 7 - 1
      ['Kasper Peters', 'FC Oost', 6], // 2 + 4
      ['Koen de Wit', 'FC West', 6], // 2 + 4
      ['Milan Dekker', 'FC Oost', 6], // 6 + nothing from his departure on
      ['Zico Vermeer', 'FC Zuid', 6], // 0 + 6
      ['Olaf Hendriks', 'FC Oost', 4], // -2 + 6
      ['Maarten Vos', 'FC West', 2], // 1 + 1
      ['Aad Meijer', 'FC Zuid', 1], // 1 + 0
      ['Nick Lammers', 'FC Noord', 0],
      ['Niels Postma', 'FC Noord', 0],
      ['Noud Willems', 'FC Noord', 0],
      ['Omar Bakri', 'FC Oost', 0],
      ['Oscar Timmer', 'FC Oost', 0],
      ['Otto Claassen', 'FC Oost', 0],
      ['Wessel Dijkstra', 'FC West', 0],
      ['Willem Koster', 'FC West', 0], // 0 + (1 - 1)
      ['Wim Schouten', 'FC West', 0],
      ['Zef Kramer', 'FC Zuid', 0],
      ['Zeger Bos', 'FC Zuid', 0],
      ['Wouter Prins', 'FC West', -2], // -2, suspended in round 2
      ['Max de Vries', 'FC Zuid', -5], // -5, suspended in round 2
    ]);
    const perEvent = (name: string) => totaal.find((s) => s.name === name)!.perEvent;
    expect(perEvent('Kees Bakker')).toEqual({
      ...zeroEvents,
      basisplaats: 2,
      gewonnen: 3,
      cleanSheet: 4,
      penaltyGestopt: 3,
    });
    expect(perEvent('Arie Smit')).toEqual({
      ...zeroEvents,
      basisplaats: 1, // a substitute in round 1
      gewonnen: 3,
      doelpunt: 3,
      penaltyDoelpunt: 1,
      penaltyGemist: -2,
    });
    expect(perEvent('Max de Vries')).toEqual({
      ...zeroEvents,
      basisplaats: 1,
      penaltyGemist: -2,
      geel: -1,
      tweedeGeel: -3,
    });
    expect(perEvent('Olaf Hendriks')).toEqual({
      ...zeroEvents,
      basisplaats: 2,
      gelijkspel: 1,
      gewonnen: 3,
      assist: 2,
      eigenDoelpunt: -4,
    });
    expect(perEvent('Wouter Prins')).toEqual({
      ...zeroEvents,
      basisplaats: 1,
      gelijkspel: 1,
      rood: -4,
    });
    expect(perEvent('Milan Dekker')).toEqual({
      ...zeroEvents,
      basisplaats: 1,
      gelijkspel: 1,
      doelpunt: 4,
    });
  });

  it('spelers: nieuw, vertrokken, transfers and how often each player is selected', async () => {
    const row = (s: SpelerRow) => [s.name, s.clubName, s.status, s.totalPoints, s.selectedCount];
    // Current selections: Anna has Lucas Winter; Bram and Fleur still hold Milan Dekker.
    expect((await server.getJson<SpelerRow[]>(apiPaths.spelers('nieuw'))).map(row)).toEqual([
      [LUCAS, 'FC Oost', 'nieuw', 9, 1],
    ]);
    expect((await server.getJson<SpelerRow[]>(apiPaths.spelers('vertrokken'))).map(row)).toEqual([
      ['Milan Dekker', 'FC Oost', 'vertrokken', 6, 2],
    ]);
    const actief = await server.getJson<SpelerRow[]>(apiPaths.spelers('actief'));
    expect(actief).toHaveLength(27);
    expect(actief.filter((s) => s.clubName === 'FC Zuid').map((s) => s.name)).toEqual([
      'Kobus Visser',
      'Victor Mulder',
      'Zeger Bos',
      'Max de Vries',
      'Zico Vermeer',
      'Aad Meijer',
      'Arjen Kok', // moved in from FC West
      'Zef Kramer',
    ]);

    const transfers = await server.getJson<Transfers>(apiPaths.spelers('transfers'));
    expect(transfers.map((t) => [t.deelnemerName, t.playerOutName, t.playerInName])).toEqual([
      [ANNA, 'Milan Dekker', LUCAS],
    ]);
    expect(transfers[0]).toMatchObject({ position: 'Middenvelder', fromRound: 2 });

    const geselecteerd = await server.getJson<SpelerRow[]>(apiPaths.spelers('geselecteerd'));
    // Counted from the six current selections (66 places), most selected first, then by name.
    expect(geselecteerd.map((s) => [s.name, s.selectedCount])).toEqual([
      ['Anton Brouwer', 5], // Anna, Bram, Cor, Eva, Fleur
      ['Maarten Vos', 5], // Anna, Bram, Dirk, Eva, Fleur
      ['Mees Hoekstra', 5], // Anna, Cor, Dirk, Eva, Fleur
      ['Victor Mulder', 5], // Anna, Bram, Dirk, Eva, Fleur
      ['Aad Meijer', 4], // Anna, Dirk, Eva, Fleur
      ['Arjen Kok', 4], // Anna, Cor, Eva, Fleur
      ['Vincent de Boer', 4], // Anna, Bram, Eva, Fleur
      ['Willem Koster', 4], // Anna, Bram, Eva, Fleur
      ['Olaf Hendriks', 3], // Anna, Bram, Dirk
      ['Omar Bakri', 3], // Cor, Dirk, Eva
      ['Zico Vermeer', 3], // Bram, Dirk, Eva
      ['Arie Smit', 2], // Bram, Dirk
      ['Kasper Peters', 2], // Eva, Fleur
      ['Kees Bakker', 2], // Anna, Bram
      ['Milan Dekker', 2], // Bram, Fleur
      ['Nick Lammers', 2], // Cor, Dirk
      ['Noud Willems', 2], // Cor, Fleur
      ['Wim Schouten', 2], // Bram, Cor
      ['Kobus Visser', 1], // Cor
      ['Koen de Wit', 1], // Dirk
      [LUCAS, 1], // Anna
      ['Max de Vries', 1], // Cor
      ['Otto Claassen', 1], // Cor
      ['Wouter Prins', 1], // Dirk
      ['Zeger Bos', 1], // Cor
    ]);
    expect(geselecteerd[0]!.selectedShare).toBe(5 / 6);
  });
});
