// What a round's bulletin says, taken from the engine's result (decision 002: the engine scores
// and ranks, views only pick and name). The engine gives, per participant, every round's score
// (`roundScores`) and tussenstand position (`positionsPerRound`, the participant page's chart),
// so a bulletin of an earlier round reads the standing as it was then (the engine's
// standAfterRound, as the round picture does): positions and movements as the engine ranked
// them, totals as the running sum of the round scores the engine adds up.
// Two lists the engine has no field for are ordered with its own ranking (`rankShared`): the
// round's top 3 by round score, and a period's leaders after a round in its middle; a period
// whose standing the engine computed up to exactly this round is taken as it is.
import type { BekerRondeResult, PeriodeResult, SeasonResult } from '@clubelf/engine';
import { compareNames, rankShared, standAfterRound } from '@clubelf/engine';
import { pointsPerRound } from '../../read-model/player-round-points';
import type { AnswerContext } from '../../read-model/answer-context';
import type {
  BulletinBeker,
  BulletinDeelnemer,
  BulletinInput,
  BulletinMover,
  BulletinPeriode,
  BulletinRow,
  BulletinSpeler,
  BulletinStandRow,
} from './bulletin-text';

/** The tussenstand rows a bulletin lists (positions 1..5). */
const TOP_STAND = 5;
/** The round's top (positions 1..3 by round score). */
const TOP_RONDE = 3;

interface Entry extends BulletinDeelnemer {
  id: number;
  scores: readonly number[];
  positions: readonly number[];
}

/** Name order inside a shared place, as the engine orders its standings (name, then id). */
const byNameThenId = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  compareNames(a.name, b.name) || a.id - b.id;

/** Per participant the engine's per-round arrays, made once per season result. */
export function bulletinEntries({ input, result }: AnswerContext): Entry[] {
  return input.deelnemers.map((d) => ({
    id: d.id,
    name: d.name,
    teamName: d.teamName,
    scores: result.roundScores.get(d.id) ?? [],
    positions: result.positionsPerRound.get(d.id) ?? [],
  }));
}

const sumThrough = (scores: readonly number[], from: number, to: number): number => {
  let sum = 0;
  for (let r = Math.max(1, from); r <= to; r++) sum += scores[r - 1] ?? 0;
  return sum;
};

function rondeTop(entries: readonly Entry[], round: number): BulletinRow[] {
  const ranked = rankShared(
    entries,
    [{ value: (e) => e.scores[round - 1] ?? 0, order: 'desc' }],
    (e) => e.name,
    (e) => e.id,
  );
  return ranked
    .filter((r) => r.position <= TOP_RONDE)
    .map(({ position, row }) => ({
      position,
      name: row.name,
      teamName: row.teamName,
      score: row.scores[round - 1] ?? 0,
    }));
}

function tussenstandTop(ctx: AnswerContext, round: number): BulletinStandRow[] {
  return standAfterRound(ctx.result, round, TOP_STAND).map((row) => ({
    position: row.position,
    name: row.name,
    teamName: row.teamName,
    score: row.totalScore,
    positionChange: row.positionChange,
  }));
}

/** Everyone who moved most up (sign 1) or down (sign -1) from the round before; none in round 1. */
function movers(entries: readonly Entry[], round: number, sign: 1 | -1): BulletinMover[] {
  if (round < 2) return [];
  let best = 0;
  let found: Entry[] = [];
  for (const e of entries) {
    const change = ((e.positions[round - 2] ?? 0) - (e.positions[round - 1] ?? 0)) * sign;
    if (change <= 0 || change < best) continue;
    if (change > best) {
      best = change;
      found = [];
    }
    found.push(e);
  }
  return found.sort(byNameThenId).map((e) => ({
    name: e.name,
    teamName: e.teamName,
    change: best * sign,
    position: e.positions[round - 1] ?? 0,
  }));
}

function bekers(ctx: AnswerContext, round: number): BulletinBeker[] {
  const entrant = (ronde: BekerRondeResult, id: number) =>
    ronde.kind === 'teambeker'
      ? (ctx.teamNames.get(id) ?? `Team ${id}`)
      : (ctx.deelnemers.get(id)?.name ?? `Deelnemer ${id}`);
  return ctx.result.bekerRondes
    .filter((r) => r.speelronde === round)
    .sort((a, b) => (a.kind === b.kind ? a.sequence - b.sequence : a.kind === 'beker' ? -1 : 1))
    .map((ronde) => ({
      kind: ronde.kind,
      name: ronde.name,
      isFinished: ronde.isFinished,
      duels: ronde.duels.flatMap((d) => {
        if (d.winner === null || d.decidedBy === null) return [];
        const firstWon = d.winner === d.first;
        return [
          {
            winner: entrant(ronde, d.winner),
            loser: entrant(ronde, firstWon ? d.second : d.first),
            winnerScore: (firstWon ? d.firstScore : d.secondScore) ?? 0,
            loserScore: (firstWon ? d.secondScore : d.firstScore) ?? 0,
            decidedBy: d.decidedBy,
          },
        ];
      }),
    }));
}

function periode(
  ctx: AnswerContext,
  entries: readonly Entry[],
  round: number,
): BulletinPeriode | null {
  const p: PeriodeResult | undefined = ctx.result.periodes.find(
    (x) => x.fromRound <= round && round <= x.toRound,
  );
  if (!p) return null;
  const through = Math.min(p.toRound, ctx.result.lastRoundWithResults);
  const isDecided = p.isFinished && round >= Math.min(p.toRound, ctx.input.roundCount);
  if (through === round) {
    // The engine's own period standing runs up to exactly this round.
    const leaders = p.standing
      .filter((row) => row.position === 1 && row.score > 0)
      .map((row) => ({
        position: row.position,
        name: row.name,
        teamName: row.teamName,
        score: row.score,
      }));
    return { nummer: p.nummer, fromRound: p.fromRound, toRound: p.toRound, isDecided, leaders };
  }
  const ranked = rankShared(
    entries,
    [{ value: (e) => sumThrough(e.scores, p.fromRound, round), order: 'desc' }],
    (e) => e.name,
    (e) => e.id,
  );
  const leaders = ranked
    .filter((r) => r.position === 1)
    .map(({ position, row }) => ({
      position,
      name: row.name,
      teamName: row.teamName,
      score: sumThrough(row.scores, p.fromRound, round),
    }))
    .filter((row) => row.score > 0);
  return { nummer: p.nummer, fromRound: p.fromRound, toRound: p.toRound, isDecided, leaders };
}

function spelersVanDeRonde(ctx: AnswerContext, round: number): BulletinSpeler[] {
  const inRound = ctx.result.playerMatchPoints.filter((p) => p.round === round);
  const matchIds = new Set(inRound.map((p) => p.matchId));
  // The club he played for in this round (a player who moved since keeps his old club here).
  const clubOf = new Map<number, number>();
  for (const e of ctx.input.events) {
    if (matchIds.has(e.matchId) && !clubOf.has(e.playerId)) clubOf.set(e.playerId, e.clubId);
  }
  const totals = pointsPerRound(inRound);
  let best = 0;
  for (const t of totals) if (t.points > best) best = t.points;
  if (best <= 0) return [];
  return totals
    .filter((t) => t.points === best)
    .map((t) => {
      const speler = ctx.spelers.get(t.playerId);
      const clubId = clubOf.get(t.playerId) ?? speler?.clubId ?? 0;
      return {
        id: t.playerId,
        name: speler?.name ?? `Speler ${t.playerId}`,
        clubName: ctx.clubNames.get(clubId) ?? `Club ${clubId}`,
        points: t.points,
      };
    })
    .sort(byNameThenId)
    .map(({ id: _id, ...speler }) => speler);
}

/** The rounds a bulletin exists for: those with any result. */
export function bulletinRounds(result: Pick<SeasonResult, 'rondes'>): number[] {
  return result.rondes.filter((r) => r.state !== 'gepland').map((r) => r.round);
}

/** Everything the bulletin of `round` (a round with results) says. */
export function bulletinInput(
  ctx: AnswerContext,
  entries: readonly Entry[],
  round: number,
): BulletinInput {
  const status = ctx.result.rondes[round - 1];
  if (!status || status.state === 'gepland') {
    throw new Error(`Speelronde ${round} has no results: no bulletin`);
  }
  return {
    round,
    roundCount: ctx.input.roundCount,
    clubName: ctx.meta.clubName,
    seasonName: ctx.meta.seasonName,
    state: status.state,
    gespeeld: status.gespeeld,
    totaal: status.totaal,
    rondeTop: rondeTop(entries, round),
    tussenstandTop: tussenstandTop(ctx, round),
    stijgers: movers(entries, round, 1),
    dalers: movers(entries, round, -1),
    bekers: bekers(ctx, round),
    periode: periode(ctx, entries, round),
    spelersVanDeRonde: spelersVanDeRonde(ctx, round),
  };
}
