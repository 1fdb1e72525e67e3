// Tussenstand, herbstmeister, subcompetities and period standings: sums of round scores, ranked.
import type { HerbstmeisterResult, PeriodeResult, PeriodeRow, SubcompetitieResult, TussenstandRow } from '../results';
import { compareNames, sharedPositions } from '../ranking';
import type { Deelnemer } from '../types';
import type { SeasonContext } from './context';
import { sumRounds } from './context';
import { rankGroup } from './ranked';
import type { RondesInfo } from './rondes';

function tussenstandRows(ctx: SeasonContext, members: Int32Array, scores: Float64Array, uptoRound: number): TussenstandRow[] {
  const D = ctx.deelnemers.length;
  const R = ctx.roundCount;
  const totals = sumRounds(scores, D, R, 1, uptoRound);
  const current = rankGroup(members, totals);
  const previous = uptoRound > 1 ? rankGroup(members, sumRounds(scores, D, R, 1, uptoRound - 1)).positions : null;
  const rows: TussenstandRow[] = new Array(current.order.length);
  for (let i = 0; i < rows.length; i++) {
    const d = current.order[i] as number;
    const deelnemer = ctx.deelnemers[d] as Deelnemer;
    const position = current.positions[d] as number;
    const previousPosition = previous === null ? null : (previous[d] as number);
    rows[i] = {
      position,
      deelnemerId: deelnemer.id,
      name: deelnemer.name,
      teamName: deelnemer.teamName,
      totalScore: totals[d] as number,
      previousPosition,
      positionChange: previousPosition === null ? null : previousPosition - position,
    };
  }
  return rows;
}

/** The tussenstand after `uptoRound` (0: nobody has points yet). */
export function computeTussenstand(ctx: SeasonContext, scores: Float64Array, uptoRound: number): TussenstandRow[] {
  return tussenstandRows(ctx, ctx.byName, scores, uptoRound);
}

/** Position after every round with results over the cumulative totals; 0 after the last. */
export function computePositionsPerRound(ctx: SeasonContext, scores: Float64Array, lastRound: number): Map<number, number[]> {
  const D = ctx.deelnemers.length;
  const R = ctx.roundCount;
  const flat = new Int32Array(D * R);
  const cumulative = new Float64Array(D);
  for (let r = 0; r < lastRound; r++) {
    for (let d = 0; d < D; d++) cumulative[d] = (cumulative[d] as number) + (scores[d * R + r] as number);
    const positions = sharedPositions(cumulative);
    for (let d = 0; d < D; d++) flat[d * R + r] = positions[d] as number;
  }
  return perDeelnemer(ctx, flat);
}

/** A flat per-participant-per-round array as the Map of arrays the results expose. */
export function perDeelnemer(ctx: SeasonContext, flat: ArrayLike<number>): Map<number, number[]> {
  const R = ctx.roundCount;
  const map = new Map<number, number[]>();
  for (let d = 0; d < ctx.deelnemers.length; d++) {
    const row: number[] = new Array(R);
    for (let r = 0; r < R; r++) row[r] = flat[d * R + r] as number;
    map.set((ctx.deelnemers[d] as Deelnemer).id, row);
  }
  return map;
}

export function computeHerbstmeister(ctx: SeasonContext, scores: Float64Array, rondes: RondesInfo): HerbstmeisterResult {
  const round = Math.min(ctx.input.settings.herbstmeisterRound, ctx.roundCount);
  let isDecided = round >= 1;
  for (let r = 1; r <= round; r++) isDecided &&= rondes.isGespeeld(r);
  const standing = computeTussenstand(ctx, scores, Math.min(round, rondes.lastRoundWithResults));
  const winners = isDecided ? leaders(standing) : [];
  return { round, isDecided, winners, standing };
}

function leaders(rows: readonly { position: number; deelnemerId: number; name: string }[]): { deelnemerId: number; name: string }[] {
  return rows.filter((row) => row.position === 1).map((row) => ({ deelnemerId: row.deelnemerId, name: row.name }));
}

export function computeSubcompetities(ctx: SeasonContext, scores: Float64Array, lastRound: number): SubcompetitieResult[] {
  const groups = new Map<string, number[]>();
  for (const d of ctx.byName) {
    for (const name of new Set((ctx.deelnemers[d] as Deelnemer).subcompetities)) {
      let members = groups.get(name);
      if (members === undefined) groups.set(name, (members = []));
      members.push(d);
    }
  }
  return [...groups.keys()]
    .sort(compareNames)
    .map((name) => ({ name, standing: tussenstandRows(ctx, Int32Array.from(groups.get(name) ?? []), scores, lastRound) }));
}

export function computePeriodes(ctx: SeasonContext, scores: Float64Array, rondes: RondesInfo): PeriodeResult[] {
  const D = ctx.deelnemers.length;
  return ctx.input.settings.periodes.map((periode) => {
    const rounds: number[] = [];
    for (let r = Math.max(1, periode.fromRound); r <= Math.min(ctx.roundCount, periode.toRound); r++) rounds.push(r);
    const isActive = rounds.some(rondes.hasResults);
    const isFinished = rounds.length > 0 && rounds.every(rondes.isGespeeld);
    const sums = sumRounds(scores, D, ctx.roundCount, periode.fromRound, periode.toRound);
    const ranked = rankGroup(ctx.byName, sums);
    const standing: PeriodeRow[] = new Array(D);
    for (let i = 0; i < D; i++) {
      const d = ranked.order[i] as number;
      const deelnemer = ctx.deelnemers[d] as Deelnemer;
      standing[i] = {
        position: ranked.positions[d] as number,
        deelnemerId: deelnemer.id,
        name: deelnemer.name,
        teamName: deelnemer.teamName,
        score: sums[d] as number,
      };
    }
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
