import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawBekerRonde, isPowerOfTwo } from './beker';
import { bekerRondeResult } from './beker';
import { createRandom } from './random';
import { compareNames } from './name-order';
import { computeSeason } from './season';
import { SELECTIE_SIZE, selectieForRound, validateSelectie } from './selectie';
import type { SelectieRegel } from './selectie';
import { validateTransfers } from './selectie-transfers';
import { defaultGameSettings } from './settings';
import { fixtureSeason } from './testing/season-fixture';
import type { GameSettings, Positie, Speler, Transfer } from './types';

const ROUNDS = 8;
const NAMES = ['Anna', 'anna', 'Bram', 'Émile', 'Eva', 'Jan', 'jan', 'Zoë'];

const seasonArb = fc
  .record({
    playedRounds: fc.integer({ min: 0, max: ROUNDS }),
    points: fc.array(
      fc.array(fc.integer({ min: -3, max: 12 }), { minLength: ROUNDS, maxLength: ROUNDS }),
      { minLength: 1, maxLength: 8 },
    ),
    deelnemers: fc.array(
      fc.record({
        name: fc.constantFrom(...NAMES),
        team: fc.integer({ min: 1, max: 3 }),
        picks: fc.array(fc.nat(), { maxLength: 4 }),
      }),
      {
        minLength: 1,
        maxLength: 14,
      },
    ),
  })
  .map(({ playedRounds, points, deelnemers }) =>
    fixtureSeason({
      playedRounds,
      players: points.map((p, i) => ({ id: i + 1, points: p.slice(0, playedRounds) })),
      deelnemers: deelnemers.map((d, i) => ({
        id: 100 + i,
        name: d.name,
        teamId: d.team,
        selectie: [...new Set(d.picks.map((k) => (k % points.length) + 1))],
      })),
      settings: { teamMinDeelnemers: 1 },
    }),
  );

/** Shared-competition rank: 1 + the number of strictly better rows. */
function expectSharedRanks<T>(
  standing: Iterable<T>,
  value: (row: T) => number,
  position: (row: T) => number,
  name: (row: T) => string,
) {
  const rows = [...standing];
  for (const row of rows)
    expect(position(row)).toBe(1 + rows.filter((other) => value(other) > value(row)).length);
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1] as T, rows[i] as T];
    expect(position(a)).toBeLessThanOrEqual(position(b));
    if (position(a) === position(b)) expect(compareNames(name(a), name(b))).toBeLessThanOrEqual(0);
  }
}

describe('standings use shared-competition ranks', () => {
  it('tussenstand, periods, highscore and teams: position = 1 + strictly better rows, ties by name', () => {
    fc.assert(
      fc.property(seasonArb, (input) => {
        const result = computeSeason(input);
        expectSharedRanks(
          result.tussenstand,
          (r) => r.totalScore,
          (r) => r.position,
          (r) => r.name,
        );
        for (const periode of result.periodes)
          expectSharedRanks(
            periode.standing,
            (r) => r.score,
            (r) => r.position,
            (r) => r.name,
          );
        expectSharedRanks(
          result.highscorecup,
          (r) => r.score,
          (r) => r.position,
          (r) => r.name,
        );
        expectSharedRanks(
          result.teamcompetitie,
          (r) => r.averageScore,
          (r) => r.position,
          (r) => r.teamName,
        );
        // fair play: fewer cards is better, then more points
        expectSharedRanks(
          result.fairplaycup,
          (r) => -r.cardPoints * 1e6 + r.totalScore,
          (r) => r.position,
          (r) => r.name,
        );
      }),
      { numRuns: 150 },
    );
  });
  it('positionsPerRound at the last round equals the tussenstand', () => {
    fc.assert(
      fc.property(seasonArb, (input) => {
        const result = computeSeason(input);
        const last = result.lastRoundWithResults;
        for (const row of result.tussenstand) {
          const perRound = result.positionsPerRound.get(row.deelnemerId) ?? [];
          expect(last === 0 ? 1 : perRound[last - 1]).toBe(row.position);
          expect(perRound.slice(last).every((p) => p === 0)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('round scores follow the selection of each round', () => {
  const withTransfers = fc.record({
    playedRounds: fc.integer({ min: 0, max: ROUNDS }),
    players: fc.array(
      fc.record({
        points: fc.array(fc.integer({ min: -3, max: 12 }), {
          minLength: ROUNDS,
          maxLength: ROUNDS,
        }),
        departedFrom: fc.option(fc.integer({ min: 1, max: ROUNDS }), { nil: null }),
      }),
      { minLength: 2, maxLength: 8 },
    ),
    selecties: fc.array(fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 5 }), {
      minLength: 1,
      maxLength: 6,
    }),
    transfers: fc.array(
      fc.record({
        owner: fc.nat(),
        out: fc.integer({ min: 1, max: 9 }),
        in: fc.integer({ min: 1, max: 9 }),
        fromRound: fc.integer({ min: -1, max: ROUNDS + 2 }),
      }),
      { maxLength: 12 },
    ),
  });
  const seasonOf = ({
    playedRounds,
    players,
    selecties,
    transfers,
  }: typeof withTransfers extends fc.Arbitrary<infer T> ? T : never) =>
    fixtureSeason({
      playedRounds,
      // Player 9 is unknown to the season; ids 1..8 may be missing too.
      players: players.map((p, i) => ({
        id: i + 1,
        points: p.points.slice(0, playedRounds),
        ...(p.departedFrom === null
          ? {}
          : { status: 'vertrokken' as const, departedFromRound: p.departedFrom }),
      })),
      deelnemers: selecties.map((selectie, i) => ({
        id: 100 + i,
        name: `D${i}`,
        teamId: 1,
        selectie,
      })),
      transfers: transfers.map((t, i) => ({
        id: 1000 - i,
        deelnemerId: 100 + (t.owner % selecties.length),
        playerOutId: t.out,
        playerInId: t.in,
        fromRound: t.fromRound,
      })),
    });

  it('equals the sum of player points over selectieForRound, round by round; a departed player adds nothing from his round of departure on', () => {
    fc.assert(
      fc.property(withTransfers, (generated) => {
        const input = seasonOf(generated);
        const result = computeSeason(input);
        // The fixture's unit score table: a player's points in a played round are the generated
        // number, until the round he departed (he stays in the selection, scoring nothing).
        const pointsOf = (id: number, round: number) => {
          const player = generated.players[id - 1];
          if (!player || round > generated.playedRounds) return 0;
          if (player.departedFrom !== null && round >= player.departedFrom) return 0;
          return player.points[round - 1] ?? 0;
        };
        for (const selectie of input.selecties) {
          // An empty selection is none: he is in no standing (issue 26, zonder-selectie.test.ts).
          if (selectie.playerIds.length === 0) {
            expect(result.roundScores.has(selectie.deelnemerId)).toBe(false);
            continue;
          }
          const own = input.transfers.filter((t) => t.deelnemerId === selectie.deelnemerId);
          const expected = Array.from({ length: ROUNDS }, (_, r) =>
            selectieForRound(selectie.playerIds, own, r + 1).reduce(
              (sum, id) => sum + pointsOf(id, r + 1),
              0,
            ),
          );
          expect(result.roundScores.get(selectie.deelnemerId)).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('totals add up', () => {
  it('tussenstand totals equal the sum of round scores, and the periods sum to that total', () => {
    fc.assert(
      fc.property(seasonArb, (input) => {
        const result = computeSeason(input);
        for (const row of result.tussenstand) {
          const rounds = result.roundScores.get(row.deelnemerId) ?? [];
          expect(rounds.reduce((a, b) => a + b, 0)).toBe(row.totalScore);
          const periodSum = result.periodes.reduce(
            (sum, p) =>
              sum + (p.standing.find((s) => s.deelnemerId === row.deelnemerId)?.score ?? NaN),
            0,
          );
          expect(periodSum).toBe(row.totalScore);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('a drawn cup round', () => {
  it('has every entrant once, 2 * duels + byes = N, and leaves a power of two that halves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 300 }), fc.integer(), (n, seed) => {
        const entrants = Array.from({ length: n }, (_, i) => i + 1);
        const draw = drawBekerRonde(entrants, createRandom(seed));
        const drawn = [...draw.duels.flatMap((d) => [d.first, d.second]), ...draw.byes];
        expect(drawn.sort((a, b) => a - b)).toEqual(entrants);
        expect(draw.duels.length * 2 + draw.byes.length).toBe(n);

        const random = createRandom(seed ^ 0x5bd1e995);
        const scores = new Map(entrants.map((e) => [e, Math.floor(random() * 5)]));
        const result = bekerRondeResult(
          {
            id: 1,
            kind: 'beker',
            sequence: 1,
            name: draw.name,
            speelronde: 1,
            duels: draw.duels,
            byes: draw.byes,
          },
          (e) => scores.get(e) ?? 0,
          () => 0,
          () => true,
        );
        const field = result.advancing.length;
        expect(isPowerOfTwo(field)).toBe(true);
        expect(field).toBe(isPowerOfTwo(n) ? n / 2 : 2 ** Math.floor(Math.log2(n)));
        expect(new Set(result.advancing).size).toBe(field);
      }),
      { numRuns: 300 },
    );
  });
});

// --- Selections and transfers, built by the rules
// (docs/game.md, "Participants and their selection").
//
// A season of 8 clubs; per club and position a fixed list of roles, so that every club always has
// selectable players of every position (a selection can always be built), a departed and a
// not-yet-available player of every position (a rule can always be broken), and players whose
// status fast-check chooses.
const CLUB_COUNT = 8;
type Rol = 'actief' | 'vrij' | 'vertrokken' | 'nieuw';
const ROLES: [Positie, Rol[]][] = [
  ['Keeper', ['actief', 'vrij', 'vertrokken', 'nieuw']],
  ['Verdediger', ['actief', 'actief', 'vrij', 'vertrokken', 'nieuw']],
  ['Middenvelder', ['actief', 'actief', 'vrij', 'vertrokken', 'nieuw']],
  ['Aanvaller', ['actief', 'vrij', 'vertrokken', 'nieuw']],
];
const ROLES_PER_CLUB = ROLES.flatMap(([position, rollen]) =>
  rollen.map((rol) => ({ position, rol })),
);
/** `${position} ${rol} ${nth}` -> offset of that player within his club. */
const ROLE_OFFSET = new Map(
  ROLES_PER_CLUB.map(({ position, rol }, k) => {
    const nth = ROLES_PER_CLUB.slice(0, k).filter(
      (q) => q.position === position && q.rol === rol,
    ).length;
    return [`${position} ${rol} ${nth}`, k];
  }),
);
const POOL_SIZE = CLUB_COUNT * ROLES_PER_CLUB.length;
const UNKNOWN_ID = POOL_SIZE + 1;
const ALL_FORMATIONS = defaultGameSettings().formations;

interface Pool {
  spelers: Speler[];
  byId: Map<number, Speler>;
  /** The player of `clubId` with this position and role (the first, for two 'actief'). */
  role(clubId: number, position: Positie, rol: Rol, nth?: number): Speler;
}

type Status = [Speler['status'], number];
const statusArb: fc.Arbitrary<Status> = fc.tuple(
  fc.constantFrom<Speler['status']>('actief', 'nieuw', 'vertrokken'),
  fc.integer({ min: 1, max: ROUNDS }),
);

const poolArb: fc.Arbitrary<Pool> = fc
  .array(fc.tuple(statusArb, fc.integer({ min: 1, max: ROUNDS })), {
    minLength: POOL_SIZE,
    maxLength: POOL_SIZE,
  })
  .map((draws) => {
    const spelers = draws.map(([[vrijStatus, vrijRound], round], i): Speler => {
      const { position, rol } = ROLES_PER_CLUB[i % ROLES_PER_CLUB.length]!;
      const [status, r] = rol === 'vrij' ? [vrijStatus, vrijRound] : [rol, round];
      return {
        id: i + 1,
        name: `Speler ${i + 1}`,
        clubId: Math.floor(i / ROLES_PER_CLUB.length) + 1,
        position,
        status,
        // a nieuw player is a winter signing: never selectable in round 1
        availableFromRound: status === 'nieuw' ? Math.max(r, 2) : null,
        departedFromRound: status === 'vertrokken' ? r : null,
      };
    });
    return {
      // fast-check prints a counterexample's pool as its statuses only
      [fc.toStringMethod]: () =>
        spelers
          .map((s) => `${s.id}:${s.status}${s.availableFromRound ?? s.departedFromRound ?? ''}`)
          .join(' '),
      spelers,
      byId: new Map(spelers.map((s) => [s.id, s])),
      role(clubId, position, rol, nth = 0) {
        const offset = ROLE_OFFSET.get(`${position} ${rol} ${nth}`) as number;
        return spelers[(clubId - 1) * ROLES_PER_CLUB.length + offset]!;
      },
    };
  });

const settingsArb = fc
  .record({
    formations: fc.subarray(ALL_FORMATIONS, { minLength: 1 }),
    maxPerClub: fc.integer({ min: 2, max: 3 }),
    maxTransfers: fc.integer({ min: 1, max: 3 }),
  })
  .map((s) => ({ ...defaultGameSettings(ROUNDS), ...s }));

const caseArb = fc.record({
  pool: poolArb,
  settings: settingsArb,
  round: fc.integer({ min: 1, max: ROUNDS }),
  formationIndex: fc.nat(),
  seed: fc.integer(),
});

/** Selectable in `round` (docs/game.md): actief, or nieuw from his round on; never vertrokken. */
function selectable(s: Speler, round: number): boolean {
  return s.status === 'actief' || (s.status === 'nieuw' && (s.availableFromRound ?? 0) <= round);
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function parseFormation(formation: string): Record<Positie, number> {
  const [d, m, a] = formation.split('-').map(Number) as [number, number, number];
  return { Keeper: 1, Verdediger: d, Middenvelder: m, Aanvaller: a };
}

/**
 * 11 players in `formation` by construction: `start` first, then at random among the players
 * `may` allows, never taking a club past maxPerClub (counting the players `counts` says count).
 */
function buildSelectie(
  pool: Pool,
  settings: GameSettings,
  formation: string,
  random: () => number,
  may: (s: Speler) => boolean,
  start: Speler[] = [],
  counts: (s: Speler) => boolean = (s) => s.status !== 'vertrokken',
): number[] {
  const chosen = [...start];
  const perClub = (clubId: number) => chosen.filter((s) => s.clubId === clubId && counts(s)).length;
  for (const [position, needed] of Object.entries(parseFormation(formation)) as [
    Positie,
    number,
  ][]) {
    let missing = needed - chosen.filter((s) => s.position === position).length;
    for (const s of shuffled(pool.spelers, random)) {
      if (missing <= 0) break;
      if (s.position !== position || !may(s) || chosen.includes(s)) continue;
      if (counts(s) && perClub(s.clubId) >= settings.maxPerClub) continue;
      chosen.push(s);
      missing--;
    }
    if (missing !== 0) throw new Error(`cannot build ${formation}: ${missing} ${position} short`);
  }
  return shuffled(chosen, random).map((s) => s.id);
}

/** docs/game.md's selection rules, checked one by one, independently of validateSelectie. */
function brokenRules(
  ids: number[],
  pool: Pool,
  settings: GameSettings,
  round: number,
  kept: ReadonlySet<number> = new Set(),
): SelectieRegel[] {
  const broken = new Set<SelectieRegel>();
  const distinct = [...new Set(ids)];
  const known = distinct.flatMap((id) => pool.byId.get(id) ?? []);
  const count = (position: Positie) => known.filter((s) => s.position === position).length;
  if (ids.length !== SELECTIE_SIZE) broken.add('aantal');
  if (distinct.length !== ids.length) broken.add('uniek');
  if (known.length !== distinct.length) broken.add('onbekend');
  if (count('Keeper') !== 1) broken.add('keeper');
  const formation = `${count('Verdediger')}-${count('Middenvelder')}-${count('Aanvaller')}`;
  if (broken.size === 0 && !settings.formations.includes(formation)) broken.add('formatie');
  for (let clubId = 1; clubId <= CLUB_COUNT; clubId++) {
    // a departed player has left his club: he no longer counts for its limit
    const atClub = known.filter((s) => s.clubId === clubId && s.status !== 'vertrokken');
    if (atClub.length > settings.maxPerClub && atClub.some((s) => !kept.has(s.id)))
      broken.add('club');
  }
  if (known.some((s) => !kept.has(s.id) && !selectable(s, round))) broken.add('niet-beschikbaar');
  return [...broken].sort();
}

const rulesOf = (fouten: readonly { rule: string }[]) =>
  [...new Set(fouten.map((f) => f.rule))].sort();

const formationOf = (c: { settings: GameSettings; formationIndex: number }) =>
  c.settings.formations[c.formationIndex % c.settings.formations.length] as string;

describe('validateSelectie', () => {
  it('accepts every selection built by the rules: 1 keeper, an allowed formation, at most maxPerClub per club, only selectable players', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const random = createRandom(c.seed);
        const ids = buildSelectie(c.pool, c.settings, formationOf(c), random, (s) =>
          selectable(s, c.round),
        );
        expect(brokenRules(ids, c.pool, c.settings, c.round)).toEqual([]);
        expect(validateSelectie(ids, c.pool.byId, c.settings, c.round)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  const BREAKS = [
    'te-weinig',
    'te-veel',
    'dubbel',
    'onbekend',
    'twee-keepers',
    'formatie',
    'club',
    'vertrokken',
    'nieuw',
  ] as const;

  it('refuses a selection that breaks one rule, naming just that rule (club limit and departed players included)', () => {
    fc.assert(
      fc.property(caseArb, fc.constantFrom(...BREAKS), (c, breaks) => {
        const { pool, settings } = c;
        const random = createRandom(c.seed);
        const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
        const may = (round: number) => (s: Speler) => selectable(s, round);
        const build = (start: Speler[] = [], formation = formationOf(c)) =>
          buildSelectie(pool, settings, formation, random, may(c.round), start);
        const get = (id: number) => pool.byId.get(id) as Speler;
        const fieldSlot = (ids: number[]) =>
          pick(ids.flatMap((id, i) => (get(id).position === 'Keeper' ? [] : [i])));
        const clubsBelowMax = (ids: number[]) =>
          Array.from({ length: CLUB_COUNT }, (_, k) => k + 1).filter(
            (club) => ids.filter((id) => get(id).clubId === club).length < settings.maxPerClub,
          );
        const replaced = (ids: number[], slot: number, id: number) =>
          ids.map((old, i) => (i === slot ? id : old));

        let ids: number[];
        let round = c.round;
        let rule: SelectieRegel;
        const clubId = 1 + Math.floor(random() * CLUB_COUNT);
        // field players of clubId who are always actief: the first k fill the club to k
        const clubMates = [
          pool.role(clubId, 'Verdediger', 'actief', 0),
          pool.role(clubId, 'Verdediger', 'actief', 1),
          pool.role(clubId, 'Middenvelder', 'actief', 0),
          pool.role(clubId, 'Middenvelder', 'actief', 1),
        ];
        switch (breaks) {
          case 'te-weinig': {
            const full = build();
            const slot = fieldSlot(full);
            ids = full.filter((_, i) => i !== slot);
            rule = 'aantal';
            break;
          }
          case 'te-veel': {
            const full = build();
            const club = pick(clubsBelowMax(full));
            const extra = pick(
              pool.spelers.filter(
                (s) =>
                  s.clubId === club &&
                  s.position !== 'Keeper' &&
                  may(round)(s) &&
                  !full.includes(s.id),
              ),
            );
            ids = [...full, extra.id];
            rule = 'aantal';
            break;
          }
          case 'dubbel': {
            const full = build();
            const slot = fieldSlot(full);
            ids = replaced(full, slot, pick(full.filter((_, i) => i !== slot)));
            rule = 'uniek';
            break;
          }
          case 'onbekend': {
            const full = build();
            ids = replaced(full, fieldSlot(full), UNKNOWN_ID);
            rule = 'onbekend';
            break;
          }
          case 'twee-keepers': {
            // a second keeper for a field player, of the same club or one below the limit
            const full = build();
            const slot = fieldSlot(full);
            const clubs = [get(full[slot]!).clubId, ...clubsBelowMax(full)];
            const keeper = pick(
              pool.spelers.filter(
                (s) =>
                  s.position === 'Keeper' &&
                  clubs.includes(s.clubId) &&
                  may(round)(s) &&
                  !full.includes(s.id),
              ),
            );
            ids = replaced(full, slot, keeper.id);
            rule = 'keeper';
            break;
          }
          case 'formatie': {
            const shapes: string[] = [];
            for (let d = 2; d <= 6; d++)
              for (let m = 2; m <= 6; m++)
                if (10 - d - m >= 1 && 10 - d - m <= 4) shapes.push(`${d}-${m}-${10 - d - m}`);
            ids = build([], pick(shapes.filter((f) => !settings.formations.includes(f))));
            rule = 'formatie';
            break;
          }
          case 'club': {
            ids = build(clubMates.slice(0, settings.maxPerClub + 1));
            rule = 'club';
            break;
          }
          case 'vertrokken': {
            // clubId is full; one of its departed players comes in for a player of another club:
            // refused because he left, not because of the club limit
            const full = build(clubMates.slice(0, settings.maxPerClub));
            const slot = pick(full.flatMap((id, i) => (get(id).clubId === clubId ? [] : [i])));
            const departed = pool.role(clubId, get(full[slot]!).position, 'vertrokken');
            ids = replaced(full, slot, departed.id);
            rule = 'niet-beschikbaar';
            // ... while a departed player who was selected already may stay (a transfer check)
            expect(
              validateSelectie(ids, pool.byId, settings, round, undefined, { kept: new Set(ids) }),
            ).toEqual([]);
            break;
          }
          case 'nieuw': {
            // a new signing of the same club and position, one round too early
            const full = buildSelectie(
              pool,
              settings,
              formationOf(c),
              random,
              (s) => s.status === 'actief',
            );
            const slot = pick(full.map((_, i) => i));
            const old = get(full[slot]!);
            const signing = pool.role(old.clubId, old.position, 'nieuw');
            ids = replaced(full, slot, signing.id);
            const from = signing.availableFromRound as number;
            expect(validateSelectie(ids, pool.byId, settings, Math.max(round, from))).toEqual([]);
            round = from - 1;
            rule = 'niet-beschikbaar';
            break;
          }
        }
        const fouten = validateSelectie(ids, pool.byId, settings, round);
        expect(rulesOf(fouten)).toEqual([rule]);
        expect(brokenRules(ids, pool, settings, round)).toEqual([rule]);
        expect(fouten.every((f) => f.message.length > 0)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts only 11 distinct known, selectable players with 1 keeper in an allowed formation and at most maxPerClub of a club, naming every rule broken', () => {
    const edit = fc.oneof(
      fc.record({
        kind: fc.constant('vervang' as const),
        slot: fc.nat(),
        id: fc.integer({ min: 1, max: UNKNOWN_ID }),
      }),
      fc.record({ kind: fc.constant('weg' as const), slot: fc.nat(), id: fc.constant(0) }),
      fc.record({
        kind: fc.constant('erbij' as const),
        slot: fc.nat(),
        id: fc.integer({ min: 1, max: UNKNOWN_ID }),
      }),
    );
    let accepted = 0;
    fc.assert(
      fc.property(caseArb, fc.array(edit, { maxLength: 3 }), (c, edits) => {
        let ids = buildSelectie(c.pool, c.settings, formationOf(c), createRandom(c.seed), (s) =>
          selectable(s, c.round),
        );
        for (const e of edits) {
          const slot = e.slot % ids.length;
          if (e.kind === 'vervang') ids = ids.map((id, i) => (i === slot ? e.id : id));
          else if (e.kind === 'weg') ids = ids.filter((_, i) => i !== slot);
          else ids = [...ids, e.id];
        }
        const fouten = validateSelectie(ids, c.pool.byId, c.settings, c.round);
        expect(rulesOf(fouten)).toEqual(brokenRules(ids, c.pool, c.settings, c.round));
        if (fouten.length === 0) accepted++;
      }),
      { numRuns: 500 },
    );
    // both sides of the property are exercised
    expect(accepted).toBeGreaterThan(50);
  });
});

describe('validateTransfers', () => {
  /** A selection made before the season: of players who were at their clubs then (not the nieuw). */
  const beforeSeason = (s: Speler) => s.status !== 'nieuw';
  const countsAll = () => true;

  it('accepts transfers built by the rules: per window at most maxTransfers, same position, a selectable player in, the club limit kept; a departed player stays until transferred out', () => {
    const windowsArb = fc.uniqueArray(fc.integer({ min: 2, max: ROUNDS }), {
      minLength: 1,
      maxLength: 3,
    });
    let transferCount = 0;
    fc.assert(
      fc.property(caseArb, windowsArb, (c, fromRounds) => {
        const { pool, settings } = c;
        const random = createRandom(c.seed);
        const get = (id: number) => pool.byId.get(id) as Speler;
        const initial = buildSelectie(
          pool,
          settings,
          formationOf(c),
          random,
          beforeSeason,
          [],
          countsAll,
        );
        const selectie = [...initial];
        const transfers: Transfer[] = [];
        for (const fromRound of [...fromRounds].sort((a, b) => a - b)) {
          const wanted = 1 + Math.floor(random() * settings.maxTransfers);
          for (let k = 0; k < wanted; k++) {
            const slot = Math.floor(random() * SELECTIE_SIZE);
            const out = get(selectie[slot]!);
            const atClub = (clubId: number) =>
              selectie
                .filter((id) => id !== out.id && get(id).clubId === clubId)
                .filter((id) => get(id).status !== 'vertrokken').length;
            const candidates = pool.spelers.filter(
              (s) =>
                s.position === out.position &&
                selectable(s, fromRound) &&
                !selectie.includes(s.id) &&
                atClub(s.clubId) < settings.maxPerClub,
            );
            if (candidates.length === 0) continue;
            const inn = candidates[Math.floor(random() * candidates.length)]!;
            transfers.push({
              // within a window, transfers take effect in the order of their ids
              id: transfers.length + 1,
              deelnemerId: 1,
              playerOutId: out.id,
              playerInId: inn.id,
              fromRound,
            });
            selectie[slot] = inn.id;
          }
        }
        transferCount += transfers.length;
        // stored in any order
        const stored = shuffled(transfers, random);
        expect(validateTransfers(initial, stored, pool.byId, settings)).toEqual([]);
        expect(selectieForRound(initial, stored, ROUNDS)).toEqual(selectie);
        // the final selection keeps the rules, counting only the players still at their club
        expect(brokenRules(selectie, pool, settings, ROUNDS, new Set(initial))).toEqual([]);
        // every departed player of the first selection is still in it unless transferred out
        for (const id of initial)
          if (get(id).status === 'vertrokken' && !transfers.some((t) => t.playerOutId === id))
            expect(selectie).toContain(id);
      }),
      { numRuns: 300 },
    );
    expect(transferCount).toBeGreaterThan(300);
  });

  it('counts only the players still at a club for its limit: a club-mate may replace a departed player, one more is refused; a departed player is refused as a new pick', () => {
    fc.assert(
      fc.property(
        caseArb,
        fc.integer({ min: 2, max: ROUNDS - 1 }),
        fc.integer({ min: 1, max: CLUB_COUNT }),
        (c, fromRound, clubId) => {
          const { pool, settings } = c;
          const random = createRandom(c.seed);
          const get = (id: number) => pool.byId.get(id) as Speler;
          const departedMate = pool.role(clubId, 'Verdediger', 'vertrokken');
          // clubId is full at the start: its departed defender and maxPerClub - 1 others
          const mates = [
            departedMate,
            pool.role(clubId, 'Verdediger', 'actief', 0),
            pool.role(clubId, 'Middenvelder', 'actief', 0),
          ].slice(0, settings.maxPerClub);
          const initial = buildSelectie(
            pool,
            settings,
            formationOf(c),
            random,
            beforeSeason,
            mates,
            countsAll,
          );
          const other = (position: Positie) =>
            initial.find((id) => get(id).position === position && get(id).clubId !== clubId)!;
          let id = 1;
          const transfer = (out: number, inn: number, round = fromRound): Transfer => ({
            id: id++,
            deelnemerId: 1,
            playerOutId: out,
            playerInId: inn,
            fromRound: round,
          });
          const check = (transfers: Transfer[]) =>
            rulesOf(validateTransfers(initial, transfers, pool.byId, settings));

          // The departed defender no longer counts: a club-mate may come in beside him.
          const mateIn = transfer(
            other('Verdediger'),
            pool.role(clubId, 'Verdediger', 'actief', 1).id,
          );
          expect(check([mateIn])).toEqual([]);
          // ... or take his place.
          const replaces = transfer(
            departedMate.id,
            pool.role(clubId, 'Verdediger', 'actief', 1).id,
          );
          expect(check([replaces])).toEqual([]);
          // One more club-mate than the limit, in a later window, is refused for the club.
          const oneMore = transfer(
            other('Middenvelder'),
            pool.role(clubId, 'Middenvelder', 'actief', 1).id,
            fromRound + 1,
          );
          const fouten = validateTransfers(initial, [mateIn, oneMore], pool.byId, settings);
          expect(rulesOf(fouten)).toEqual(['club']);
          expect(fouten[0]?.transferIds).toEqual([oneMore.id]);
          // A departed player cannot be brought in, whatever his club.
          const gone = pool.spelers.find(
            (s) =>
              s.status === 'vertrokken' && s.position === 'Aanvaller' && !initial.includes(s.id),
          )!;
          expect(check([transfer(other('Aanvaller'), gone.id)])).toEqual(['niet-beschikbaar']);
        },
      ),
      { numRuns: 200 },
    );
  });
});
