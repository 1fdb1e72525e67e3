// The incremental computation against the full one (the reference): over random sequences of
// saves, as the server makes them (the participants' part kept as the same objects until a
// participant's save loads it again as new ones; players, matches and events loaded anew every
// time), computeSeasonFrom's result equals computeSeason's after every step, every field and
// every participant's per-round values included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSeason } from './season';
import { computeSeasonFrom, firstChangedTransferRound } from './season-from';
import type { SeasonComputation } from './season-from';
import { plainResult } from './testing/plain-result';
import { fixtureSeason } from './testing/season-fixture';
import type { BekerRonde, SeasonInput, SpelerEvents, Transfer } from './types';

const ROUNDS = 8;
const PLAYERS = 8;

const playerId = fc.integer({ min: 1, max: PLAYERS + 1 }); // 9: unknown to the season
const round = fc.integer({ min: 1, max: ROUNDS });

const opArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('result' as const),
      match: fc.nat(),
      goals: fc.tuple(fc.nat({ max: 4 }), fc.nat({ max: 4 })),
      lines: fc.array(
        fc.record({
          playerId,
          goals: fc.nat({ max: 3 }),
          own: fc.nat({ max: 1 }),
          yellow: fc.nat({ max: 1 }),
          played: fc.boolean(),
        }),
        { maxLength: 5 },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('clear' as const), match: fc.nat() }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      owner: fc.nat(),
      out: playerId,
      in: playerId,
      fromRound: fc.integer({ min: 0, max: ROUNDS + 1 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('dropTransfer' as const), index: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('moveTransfer' as const),
      index: fc.nat(),
      fromRound: round,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('joiner' as const),
      name: fc.constantFrom('Anna', 'Bram', 'Émile', 'Zoë'),
      team: fc.integer({ min: 1, max: 2 }),
      selectie: fc.uniqueArray(playerId, { maxLength: 4 }),
      startRonde: fc.integer({ min: 1, max: ROUNDS + 1 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('selectie' as const),
      owner: fc.nat(),
      selectie: fc.uniqueArray(playerId, { maxLength: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reload' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rename' as const),
      owner: fc.nat(),
      name: fc.constantFrom('anna', 'Jan', 'jan'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('missedRounds' as const),
      value: fc.constantFrom('niets' as const, 'laagste' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('depart' as const),
      player: playerId,
      round: fc.option(round, { nil: null }),
    }),
  },
);

type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

const seasonArb = fc
  .record({
    playedRounds: fc.integer({ min: 0, max: ROUNDS }),
    bezig: fc.boolean(),
    points: fc.array(fc.array(fc.integer({ min: -2, max: 6 }), { maxLength: ROUNDS }), {
      minLength: PLAYERS,
      maxLength: PLAYERS,
    }),
    deelnemers: fc.array(
      fc.record({
        name: fc.constantFrom('Anna', 'anna', 'Bram', 'Émile', 'Eva', 'Jan'),
        team: fc.integer({ min: 1, max: 2 }),
        selectie: fc.uniqueArray(playerId, { maxLength: 5 }),
        subcompetitie: fc.boolean(),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    missedRounds: fc.constantFrom('niets' as const, 'laagste' as const),
  })
  .map(({ playedRounds, bezig, points, deelnemers, missedRounds }): SeasonInput => {
    const beker: BekerRonde = {
      id: 1,
      kind: 'beker',
      sequence: 1,
      name: 'Eerste ronde',
      speelronde: 3,
      duels: deelnemers.length >= 2 ? [{ first: 100, second: 101 }] : [],
      byes: [],
    };
    const teambeker: BekerRonde = {
      id: 2,
      kind: 'teambeker',
      sequence: 1,
      name: 'Finale',
      speelronde: 4,
      duels: [{ first: 1, second: 2 }],
      byes: [],
    };
    return fixtureSeason({
      roundCount: ROUNDS,
      playedRounds,
      ...(bezig && playedRounds < ROUNDS ? { bezigRound: playedRounds + 1 } : {}),
      players: points.map((p, i) => ({
        id: i + 1,
        points: p.slice(0, playedRounds),
        yellowIn: i % 3 === 0 ? [1, 2] : [],
      })),
      teams: [
        { id: 1, name: 'Team 1' },
        { id: 2, name: 'Team 2' },
      ],
      deelnemers: deelnemers.map((d, i) => ({
        id: 100 + i,
        name: d.name,
        teamId: d.team,
        subcompetities: d.subcompetitie ? ['Kantine'] : [],
        selectie: d.selectie,
      })),
      bekerRondes: [beker, teambeker],
      settings: { missedRounds, teamMinDeelnemers: 1, herbstmeisterRound: 4 },
    });
  });

function pick<T>(items: readonly T[], n: number): T | undefined {
  return items.length === 0 ? undefined : items[n % items.length];
}

/** The input after one save, sharing what the save leaves unchanged, as the server's load does. */
function apply(input: SeasonInput, op: Op): SeasonInput {
  // Players, matches and events are loaded anew on every recompute: new objects, equal values.
  const next: SeasonInput = {
    ...input,
    spelers: input.spelers.map((s) => ({ ...s })),
    wedstrijden: input.wedstrijden.map((w) => ({ ...w })),
    events: input.events.map((e) => ({ ...e })),
  };
  const nextTransferId = () => Math.max(0, ...input.transfers.map((t) => t.id)) + 1;
  switch (op.kind) {
    case 'result':
    case 'clear': {
      const match = pick(next.wedstrijden, op.match);
      if (!match) return next;
      const events = next.events.filter((e) => e.matchId !== match.id);
      if (op.kind === 'clear') {
        match.homeGoals = null;
        match.awayGoals = null;
      } else {
        [match.homeGoals, match.awayGoals] = op.goals;
        const seen = new Set<number>();
        for (const line of op.lines) {
          if (seen.has(line.playerId)) continue;
          seen.add(line.playerId);
          events.push(eventLine(match.id, match.homeClubId, line));
        }
      }
      return { ...next, events };
    }
    case 'transfer': {
      const owner = pick(input.deelnemers, op.owner);
      if (!owner) return next;
      const transfer: Transfer = {
        id: nextTransferId(),
        deelnemerId: owner.id,
        playerOutId: op.out,
        playerInId: op.in,
        fromRound: op.fromRound,
      };
      return { ...next, transfers: [...input.transfers, transfer] };
    }
    case 'dropTransfer': {
      const dropped = pick(input.transfers, op.index);
      return { ...next, transfers: input.transfers.filter((t) => t !== dropped) };
    }
    case 'moveTransfer': {
      const moved = pick(input.transfers, op.index);
      return {
        ...next,
        transfers: input.transfers.map((t) =>
          t === moved ? { ...t, fromRound: op.fromRound } : t,
        ),
      };
    }
    case 'joiner': {
      const id = Math.max(99, ...input.deelnemers.map((d) => d.id)) + 1;
      return {
        ...next,
        deelnemers: [
          ...input.deelnemers,
          {
            id,
            name: op.name,
            teamId: op.team,
            teamName: `Team ${op.team}`,
            subcompetities: [],
            startRonde: op.startRonde,
          },
        ],
        selecties: [...input.selecties, { deelnemerId: id, playerIds: op.selectie }],
      };
    }
    case 'selectie': {
      const owner = pick(input.selecties, op.owner);
      return {
        ...next,
        selecties: input.selecties.map((s) =>
          s === owner ? { deelnemerId: s.deelnemerId, playerIds: op.selectie } : s,
        ),
      };
    }
    case 'reload':
      // A participant's save loads the participants' part again: new objects, equal values.
      return {
        ...next,
        teams: input.teams.map((t) => ({ ...t })),
        deelnemers: input.deelnemers.map((d) => ({ ...d, subcompetities: [...d.subcompetities] })),
        selecties: input.selecties.map((s) => ({ ...s, playerIds: [...s.playerIds] })),
        transfers: input.transfers.map((t) => ({ ...t })),
      };
    case 'rename': {
      const owner = pick(input.deelnemers, op.owner);
      return {
        ...next,
        deelnemers: input.deelnemers.map((d) => (d === owner ? { ...d, name: op.name } : d)),
      };
    }
    case 'missedRounds':
      return { ...next, settings: { ...input.settings, missedRounds: op.value } };
    case 'depart':
      return {
        ...next,
        spelers: next.spelers.map((s) =>
          s.id === op.player
            ? {
                ...s,
                status: op.round === null ? 'actief' : 'vertrokken',
                departedFromRound: op.round,
              }
            : s,
        ),
      };
  }
}

function eventLine(
  matchId: number,
  clubId: number,
  line: { playerId: number; goals: number; own: number; yellow: number; played: boolean },
): SpelerEvents {
  return {
    matchId,
    playerId: line.playerId,
    clubId,
    played: line.played,
    basisplaats: line.played,
    goals: line.goals,
    penaltyGoals: 0,
    assists: 0,
    ownGoals: line.own,
    yellow: line.yellow,
    secondYellow: false,
    directRed: false,
    penaltiesSaved: 0,
    penaltiesMissed: 0,
  };
}

describe('computeSeasonFrom equals computeSeason', () => {
  it('after every save of a random sequence (results entered and corrected, transfers, late joiners)', () => {
    const how = new Map<string, number>();
    fc.assert(
      fc.property(seasonArb, fc.array(opArb, { minLength: 1, maxLength: 14 }), (first, ops) => {
        let input = first;
        let previous: SeasonComputation = computeSeasonFrom(undefined, input);
        expect(plainResult(previous.result)).toEqual(plainResult(computeSeason(input)));
        for (const op of ops) {
          input = apply(input, op);
          const next = computeSeasonFrom(previous, input);
          const reference = computeSeason(input);
          expect(plainResult(next.result)).toEqual(plainResult(reference));
          expect([...next.result.roundScores]).toEqual([...reference.roundScores]);
          expect([...next.result.positionsPerRound]).toEqual([...reference.positionsPerRound]);
          const kind = next.how.startsWith('rounds from') ? 'rounds from' : next.how;
          how.set(kind, (how.get(kind) ?? 0) + 1);
          previous = next;
        }
      }),
      { numRuns: 300 },
    );
    // Every path was taken: a test whose incremental path never ran would prove nothing.
    expect(how.get('full')).toBeGreaterThan(0);
    expect(how.get('rounds from')).toBeGreaterThan(0);
    expect(how.get('standings kept')).toBeGreaterThan(0);
  });

  it('keeps the standings of a transfer from a round without results', () => {
    const input = fixtureSeason({
      playedRounds: 3,
      players: [
        { id: 1, points: [1, 2, 3] },
        { id: 2, points: [0, 4, 1] },
      ],
      deelnemers: [
        { id: 1, name: 'Anna', teamId: 1, selectie: [1] },
        { id: 2, name: 'Bram', teamId: 1, selectie: [2] },
      ],
    });
    const before = computeSeasonFrom(undefined, input);
    const transfer = { id: 1, deelnemerId: 1, playerOutId: 1, playerInId: 2, fromRound: 4 };
    const after = computeSeasonFrom(before, { ...input, transfers: [transfer] });
    expect(after.how).toBe('standings kept');
    expect(after.result.tussenstand).toBe(before.result.tussenstand);
    expect(after.result.transfers).toHaveLength(1);
    expect(plainResult(after.result)).toEqual(
      plainResult(computeSeason({ ...input, transfers: [transfer] })),
    );
  });
});

describe('firstChangedTransferRound', () => {
  const t = (id: number, fromRound: number): Transfer => ({
    id,
    deelnemerId: 1,
    playerOutId: 1,
    playerInId: 2,
    fromRound,
  });
  it('is the earliest round of a transfer added, removed or changed (0-based)', () => {
    expect(firstChangedTransferRound([t(1, 3)], [t(1, 3)])).toBe(Infinity);
    expect(firstChangedTransferRound([t(1, 3)], [t(1, 3), t(2, 6)])).toBe(5);
    expect(firstChangedTransferRound([t(1, 3), t(2, 6)], [t(2, 6)])).toBe(2);
    expect(firstChangedTransferRound([t(1, 7)], [t(1, 4)])).toBe(3);
    expect(firstChangedTransferRound([t(1, 7), t(1, 8)], [t(1, 7)])).toBe(0);
  });
});
