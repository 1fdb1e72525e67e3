// Tussenstand, herbstmeister, subcompetities and period standings: sums of round scores, ranked.
import { CompactStanding } from '../compact-standing';
import type { PeriodeStanding, TussenstandStanding } from '../compact-standing';
import { compareNames } from '../name-order';
import { orderByPosition } from '../ranking';
import type { HerbstmeisterResult, PeriodeResult, SubcompetitieResult } from '../results';
import type { Deelnemer } from '../types';
import type { SeasonContext } from './context';
import { sumRounds } from './context';
import type { Cumulative } from './cumulative';
import { rankGroup } from './ranked';
import type { RondesInfo } from './rondes';

/**
 * A tussenstand of everyone, or with `byRow` of a subcompetitie's members (its columns then by
 * row, as long as the group).
 * `own`: copies of the arrays, for a standing that may outlive them (the herbstmeister, kept by
 * the incremental step while the round arrays it would view are made again); else the positions
 * and round scores are views of the engine's round arrays, which the result keeps anyway
 * (positionsPerRound, roundScores), and the totals a copy (their round array is not kept).
 */
function tussenstandStanding(
  ctx: SeasonContext,
  order: Int32Array,
  positions: Int32Array,
  previous: Int32Array | null,
  totals: Float64Array,
  roundScores: Float64Array,
  byRow: boolean,
  own: boolean,
): TussenstandStanding {
  const pick = <T extends Int32Array | Float64Array>(values: T): T => {
    if (!byRow) return (own ? values.slice() : values) as T;
    const picked = new (values.constructor as new (n: number) => T)(order.length);
    for (let i = 0; i < order.length; i++) picked[i] = values[order[i] as number] as number;
    return picked;
  };
  return new CompactStanding(
    {
      kind: 'tussenstand',
      order,
      byRow,
      position: pick(positions),
      score: pick(roundScores),
      total: byRow ? pick(totals) : totals.slice(),
      previous: previous === null ? null : pick(previous),
      round: null,
    },
    ctx.people,
  );
}

/** Each participant's score in `round` (round-major `scores`; round 0: all zero). */
export function scoresInRound(
  ctx: SeasonContext,
  scores: Float64Array,
  round: number,
): Float64Array {
  const D = ctx.deelnemers.length;
  if (round < 1 || round > ctx.roundCount) return new Float64Array(D);
  return scores.subarray((round - 1) * D, round * D);
}

/** The tussenstand after `round` (0: nobody has points yet), from the cumulative pass. */
export function computeTussenstand(
  ctx: SeasonContext,
  cumulative: Cumulative,
  scores: Float64Array,
  round: number,
  own = false,
): TussenstandStanding {
  const positions = cumulative.positionsAfter(round);
  const previous = round > 1 ? cumulative.positionsAfter(round - 1) : null;
  return tussenstandStanding(
    ctx,
    orderByPosition(positions, ctx.byName),
    positions,
    previous,
    cumulative.totalsAfter(round),
    scoresInRound(ctx, scores, round),
    false,
    own,
  );
}

export function herbstmeisterRound(
  ctx: SeasonContext,
  lastRound: number,
): { round: number; upto: number } {
  const round = Math.min(ctx.input.settings.herbstmeisterRound, ctx.roundCount);
  return { round, upto: Math.max(0, Math.min(round, lastRound)) };
}

/**
 * A result computed before, to be used as it is when the rounds it is made of did not change
 * (season-from.ts decides): asked with what the new one would be made of.
 */
export type KeepHerbstmeister = (
  upto: number,
  isDecided: boolean,
) => HerbstmeisterResult | undefined;
export type KeepPeriode = (
  index: number,
  upto: number,
  isActive: boolean,
  isFinished: boolean,
) => PeriodeResult | undefined;

export function computeHerbstmeister(
  ctx: SeasonContext,
  cumulative: Cumulative,
  scores: Float64Array,
  rondes: RondesInfo,
  keep?: KeepHerbstmeister,
): HerbstmeisterResult {
  const { round, upto } = herbstmeisterRound(ctx, rondes.lastRoundWithResults);
  let isDecided = round >= 1;
  for (let r = 1; r <= round; r++) isDecided &&= rondes.isGespeeld(r);
  const kept = keep?.(upto, isDecided);
  if (kept !== undefined) return kept;
  const standing = computeTussenstand(ctx, cumulative, scores, upto, true);
  return { round, isDecided, winners: isDecided ? leaders(standing) : [], standing };
}

function leaders(standing: CompactStanding): { deelnemerId: number; name: string }[] {
  const winners: { deelnemerId: number; name: string }[] = [];
  for (let i = 0; i < standing.length && standing.positionAt(i) === 1; i++) {
    const d = standing.indexAt(i);
    winners.push({ deelnemerId: standing.people.ids[d] as number, name: standing.people.name(d) });
  }
  return winners;
}

export function computeSubcompetities(
  ctx: SeasonContext,
  cumulative: Cumulative,
  scores: Float64Array,
  lastRound: number,
): SubcompetitieResult[] {
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
  const inRound = scoresInRound(ctx, scores, lastRound);
  return [...groups.keys()].sort(compareNames).map((name) => {
    const members = Int32Array.from(groups.get(name) ?? []);
    const current = rankGroup(members, totals);
    const previous = previousTotals === null ? null : rankGroup(members, previousTotals).positions;
    return {
      name,
      standing: tussenstandStanding(
        ctx,
        current.order,
        current.positions,
        previous,
        totals,
        inRound,
        true,
        false,
      ),
    };
  });
}

export function computePeriodes(
  ctx: SeasonContext,
  scores: Float64Array,
  rondes: RondesInfo,
  keep?: KeepPeriode,
): PeriodeResult[] {
  const D = ctx.deelnemers.length;
  return ctx.input.settings.periodes.map((periode, index) => {
    const rounds: number[] = [];
    for (
      let r = Math.max(1, periode.fromRound);
      r <= Math.min(ctx.roundCount, periode.toRound);
      r++
    )
      rounds.push(r);
    const isActive = rounds.some(rondes.hasResults);
    const isFinished = rounds.length > 0 && rounds.every(rondes.isGespeeld);
    const upto = Math.min(periode.toRound, rondes.lastRoundWithResults);
    const kept = keep?.(index, upto, isActive, isFinished);
    if (kept !== undefined) return kept;
    const sums = sumRounds(scores, D, ctx.roundCount, periode.fromRound, upto);
    const ranked = rankGroup(ctx.byName, sums);
    const standing: PeriodeStanding = new CompactStanding(
      {
        kind: 'periode',
        order: ranked.order,
        byRow: false,
        position: ranked.positions,
        score: sums,
        total: null,
        previous: null,
        round: null,
      },
      ctx.people,
    );
    return {
      nummer: periode.nummer,
      fromRound: periode.fromRound,
      toRound: periode.toRound,
      isActive,
      isFinished,
      winners: isFinished ? leaders(standing) : [],
      standing,
    };
  });
}
