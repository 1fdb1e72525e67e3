// The compact standings (compact-standing.ts, decision 032) against the rows the engine made
// before: the old row-building code is kept here, only as the reference, and run over the very
// same steps (ranking, totals, round scores) of random seasons. The made rows must be the same
// JSON, field order included (the answers are their JSON), in the same order; and so after the
// standings crossed to another thread as their parts with the buffers transferred.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CompactStanding,
  copyParts,
  packPeople,
  partsBuffers,
  standingFromRows,
  unpackPeople,
} from './compact-standing';
import type { CompactStandingParts } from './compact-standing';
import { compareNames } from './name-order';
import { orderByPosition } from './ranking';
import type {
  FairplayRow,
  HighscoreRow,
  PeriodeRow,
  SeasonResult,
  TussenstandRow,
} from './results';
import { computeSeason, countedInput } from './season';
import { seasonSteps } from './season/assemble';
import type { SeasonSteps } from './season/assemble';
import { sumRounds } from './season/context';
import type { SeasonContext } from './season/context';
import { rankGroup, rankGroupByKeys } from './season/ranked';
import { herbstmeisterRound, scoresInRound } from './season/standings';
import { fixtureSeason } from './testing/season-fixture';
import type { Deelnemer } from './types';

const ROUNDS = 8;
const NAMES = ['Anna', 'anna', 'Bram', 'Émile', 'Eva', 'Jan', 'jan', 'Zoë'];

const seasonArb = fc
  .record({
    playedRounds: fc.integer({ min: 0, max: ROUNDS }),
    points: fc.array(
      fc.array(fc.integer({ min: -3, max: 12 }), { minLength: ROUNDS, maxLength: ROUNDS }),
      { minLength: 1, maxLength: 8 },
    ),
    yellow: fc.array(fc.integer({ min: 1, max: ROUNDS }), { maxLength: 4 }),
    deelnemers: fc.uniqueArray(
      fc.record({
        name: fc.constantFrom(...NAMES),
        id: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 2 ** 40 })),
        team: fc.integer({ min: 1, max: 3 }),
        subcompetities: fc.subarray(['Kantine', 'Buren', 'Werk']),
        picks: fc.array(fc.nat(), { maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 14, selector: (d) => d.id },
    ),
    herbstmeisterRound: fc.integer({ min: 1, max: ROUNDS }),
  })
  .map(({ playedRounds, points, yellow, deelnemers, herbstmeisterRound }) =>
    fixtureSeason({
      playedRounds,
      players: points.map((p, i) => ({
        id: i + 1,
        points: p.slice(0, playedRounds),
        yellowIn: i === 0 ? yellow.filter((r) => r <= playedRounds) : [],
      })),
      deelnemers: deelnemers.map((d) => ({
        id: d.id,
        name: d.name,
        teamId: d.team,
        subcompetities: d.subcompetities,
        selectie: [...new Set(d.picks.map((k) => (k % points.length) + 1))],
      })),
      settings: {
        herbstmeisterRound,
        periodes: [
          { nummer: 1, fromRound: 1, toRound: 3 },
          { nummer: 2, fromRound: 4, toRound: 6 },
          { nummer: 3, fromRound: 7, toRound: 8 },
          { nummer: 4, fromRound: 9, toRound: 10 },
        ],
      },
    }),
  );

// ---- The reference: the row building of the engine before decision 032's compact standings. ----

function oldTussenstandRows(
  ctx: SeasonContext,
  order: Int32Array,
  positions: Int32Array,
  previous: Int32Array | null,
  totals: Float64Array,
  roundScores: Float64Array,
): TussenstandRow[] {
  const rows: TussenstandRow[] = new Array(order.length);
  for (let i = 0; i < rows.length; i++) {
    const d = order[i] as number;
    const position = positions[d] as number;
    const previousPosition = previous === null ? null : (previous[d] as number);
    rows[i] = {
      position,
      deelnemerId: ctx.deelnemerIds[d] as number,
      name: ctx.names[d] as string,
      teamName: ctx.teamNames[d] as string,
      totalScore: totals[d] as number,
      roundScore: roundScores[d] as number,
      previousPosition,
      positionChange: previousPosition === null ? null : previousPosition - position,
    };
  }
  return rows;
}

function oldTussenstand(steps: SeasonSteps, round: number): TussenstandRow[] {
  const { ctx, cumulative } = steps;
  const positions = cumulative.positionsAfter(round);
  const previous = round > 1 ? cumulative.positionsAfter(round - 1) : null;
  return oldTussenstandRows(
    ctx,
    orderByPosition(positions, ctx.byName),
    positions,
    previous,
    cumulative.totalsAfter(round),
    scoresInRound(ctx, steps.round.scores, round),
  );
}

function oldFairplay(steps: SeasonSteps): FairplayRow[] {
  const { ctx } = steps;
  const cardPoints = steps.round.cardPoints;
  const totals = steps.cumulative.totalsAfter(steps.rondes.lastRoundWithResults);
  const ranked = rankGroupByKeys(ctx.byName, [
    { values: cardPoints, order: 'asc' },
    { values: totals, order: 'desc' },
  ]);
  return Array.from(ranked.order, (d) => ({
    position: ranked.positions[d] as number,
    deelnemerId: ctx.deelnemerIds[d] as number,
    name: ctx.names[d] as string,
    teamName: ctx.teamNames[d] as string,
    cardPoints: cardPoints[d] as number,
    totalScore: totals[d] as number,
  }));
}

function oldHighscore(steps: SeasonSteps): HighscoreRow[] {
  const { ctx, starts } = steps;
  const scores = steps.round.scores;
  const lastRound = steps.rondes.lastRoundWithResults;
  if (lastRound === 0) return [];
  const D = ctx.deelnemers.length;
  const best = new Float64Array(D);
  const bestRound = new Int32Array(D);
  for (let d = 0; d < D; d++) {
    const start = starts[d] as number;
    best[d] = start === 0 ? (scores[d] as number) : -Infinity;
    bestRound[d] = start + 1;
  }
  for (let r = 1; r < lastRound; r++) {
    for (let d = 0; d < D; d++) {
      if ((starts[d] as number) > r) continue;
      const score = scores[r * D + d] as number;
      if (score > (best[d] as number)) {
        best[d] = score;
        bestRound[d] = r + 1;
      }
    }
  }
  for (let d = 0; d < D; d++) if (best[d] === -Infinity) best[d] = 0;
  const ranked = rankGroup(ctx.byName, best);
  return Array.from(ranked.order, (d) => ({
    position: ranked.positions[d] as number,
    deelnemerId: ctx.deelnemerIds[d] as number,
    name: ctx.names[d] as string,
    teamName: ctx.teamNames[d] as string,
    score: best[d] as number,
    round: bestRound[d] as number,
  }));
}

function oldPeriodes(steps: SeasonSteps): PeriodeRow[][] {
  const { ctx } = steps;
  const D = ctx.deelnemers.length;
  return ctx.input.settings.periodes.map((periode) => {
    const upto = Math.min(periode.toRound, steps.rondes.lastRoundWithResults);
    const sums = sumRounds(steps.round.scores, D, ctx.roundCount, periode.fromRound, upto);
    const ranked = rankGroup(ctx.byName, sums);
    return Array.from(ranked.order, (d) => ({
      position: ranked.positions[d] as number,
      deelnemerId: ctx.deelnemerIds[d] as number,
      name: ctx.names[d] as string,
      teamName: ctx.teamNames[d] as string,
      score: sums[d] as number,
    }));
  });
}

function oldSubcompetities(steps: SeasonSteps): { name: string; standing: TussenstandRow[] }[] {
  const { ctx, cumulative } = steps;
  const lastRound = steps.rondes.lastRoundWithResults;
  const groups = new Map<string, number[]>();
  for (const d of ctx.byName) {
    const names = (ctx.deelnemers[d] as Deelnemer).subcompetities;
    for (let k = 0; k < names.length; k++) {
      const name = names[k] as string;
      if (names.indexOf(name) !== k) continue;
      let members = groups.get(name);
      if (members === undefined) groups.set(name, (members = []));
      members.push(d);
    }
  }
  const totals = cumulative.totalsAfter(lastRound);
  const previousTotals = lastRound > 1 ? cumulative.totalsAfter(lastRound - 1) : null;
  const inRound = scoresInRound(ctx, steps.round.scores, lastRound);
  return [...groups.keys()].sort(compareNames).map((name) => {
    const members = Int32Array.from(groups.get(name) ?? []);
    const current = rankGroup(members, totals);
    const previous = previousTotals === null ? null : rankGroup(members, previousTotals).positions;
    return {
      name,
      standing: oldTussenstandRows(
        ctx,
        current.order,
        current.positions,
        previous,
        totals,
        inRound,
      ),
    };
  });
}

// ---- The comparison. ----

const json = (value: unknown) => JSON.stringify(value);

/** Every standing of `result` as made rows against the reference's, as JSON. */
function expectOldRows(result: SeasonResult, steps: SeasonSteps): void {
  const last = steps.rondes.lastRoundWithResults;
  expect(json(result.tussenstand)).toBe(json(oldTussenstand(steps, last)));
  expect(json(result.fairplaycup)).toBe(json(oldFairplay(steps)));
  expect(json(result.highscorecup)).toBe(json(oldHighscore(steps)));
  const { upto } = herbstmeisterRound(steps.ctx, last);
  expect(json(result.herbstmeister.standing)).toBe(json(oldTussenstand(steps, upto)));
  expect(json(result.periodes.map((p) => p.standing))).toBe(json(oldPeriodes(steps)));
  const subcompetities = oldSubcompetities(steps);
  expect(result.subcompetities.map((s) => s.name)).toEqual(subcompetities.map((s) => s.name));
  expect(json(result.subcompetities.map((s) => s.standing))).toBe(
    json(subcompetities.map((s) => s.standing)),
  );
}

/** Every way of reading a standing gives the rows of its toArray(). */
function expectReads(standing: CompactStanding): void {
  const rows = standing.toArray();
  expect(json(standing)).toBe(json(rows));
  expect(standing.length).toBe(rows.length);
  expect([...standing]).toEqual(rows);
  expect(standing.map((row) => row)).toEqual(rows);
  rows.forEach((row, i) => {
    expect(standing.at(i)).toEqual(row);
    expect(standing.at(i - rows.length)).toEqual(row);
    expect(standing.positionAt(i)).toBe(row.position);
    expect(standing.deelnemerIdAt(i)).toBe(row.deelnemerId);
    expect(standing.indexOfDeelnemer(row.deelnemerId)).toBe(i);
    expect(standing.rowOfDeelnemer(row.deelnemerId)).toEqual(row);
  });
  expect(standing.at(rows.length)).toBeUndefined();
  expect(standing.rowOfDeelnemer(-1)).toBeUndefined();
  for (const [a, b] of [
    [0, 3],
    [2, undefined],
    [-2, undefined],
    [1, -1],
    [5, 2],
  ] as const)
    expect(standing.slice(a, b)).toEqual(rows.slice(a, b));
  const odd = (row: { position: number }) => row.position % 2 === 1;
  expect(standing.filter(odd)).toEqual(rows.filter(odd));
  expect(standing.findIndex(odd)).toBe(rows.findIndex(odd));
  expect(standing.find(odd)).toEqual(rows.find(odd));
  expect(standing.some(odd)).toBe(rows.some(odd));
  expect(standing.every(odd)).toBe(rows.every(odd));
}

function standingsOf(result: SeasonResult): CompactStanding[] {
  return [
    result.tussenstand,
    result.fairplaycup,
    result.highscorecup,
    result.herbstmeister.standing,
    ...result.periodes.map((p) => p.standing),
    ...result.subcompetities.map((s) => s.standing),
  ];
}

describe('compact standings make the rows the engine made before', () => {
  it('every standing, as JSON, over random seasons (late rounds, cards, subcompetities, ties)', () => {
    fc.assert(
      fc.property(seasonArb, (input) => {
        const result = computeSeason(input);
        expectOldRows(result, seasonSteps(countedInput(input)));
        for (const standing of standingsOf(result)) expectReads(standing);
      }),
      { numRuns: 200 },
    );
  });

  it('the same rows after crossing to another thread with their buffers transferred', () => {
    fc.assert(
      fc.property(seasonArb, (input) => {
        const result = computeSeason(input);
        const standings = standingsOf(result);
        const parts = standings.map((s) => copyParts(s.parts));
        const sent = structuredClone(
          { people: packPeople(result.tussenstand.people), parts },
          { transfer: parts.flatMap(partsBuffers) },
        );
        // The transfer detached the copies, not the engine's own arrays.
        expect(parts.every((p) => p.order.buffer.byteLength === 0)).toBe(true);
        const people = unpackPeople(sent.people);
        sent.parts.forEach((p: CompactStandingParts, i) => {
          const crossed = new CompactStanding(p, people);
          expect(json(crossed)).toBe(json(standings[i]));
          expectReads(crossed);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('standingFromRows makes the rows it was given', () => {
    const result = computeSeason(fc.sample(seasonArb, { numRuns: 1, seed: 7 })[0]!);
    for (const standing of standingsOf(result)) {
      const rows = standing.toArray();
      expect(json(standingFromRows(standing.kind, rows as TussenstandRow[]))).toBe(json(rows));
    }
  });
});
