// Round score = the points of the 11 players selected for that speelronde (transfers included).
import { countingSort, increment } from '../ranking';
import { stableByFromRound, transfersById } from './transfer-order';
import type { Transfer } from '../types';
import type { SeasonContext } from './context';
import type { PlayerPoints } from './player-points';

export interface RoundScores {
  /** Per participant per round, round-major: (round - 1) * participantCount + participantIndex. */
  scores: Float64Array;
  /** Card points of his selected players in the rounds they were selected. */
  cardPoints: Float64Array;
  /** Participants with the player in their current selection (after all transfers). */
  selectedCount: Int32Array;
}

/** Each participant's initial selection as player ids (NaN = empty slot), `width` slots each. */
function slotsFor(ctx: SeasonContext): { slots: Float64Array; width: number } {
  const { input, deelnemerIndex } = ctx;
  let width = 11;
  for (const s of input.selecties) width = Math.max(width, s.playerIds.length);
  const slots = new Float64Array(ctx.deelnemers.length * width).fill(NaN);
  for (const selectie of input.selecties) {
    const d = deelnemerIndex.get(selectie.deelnemerId);
    if (d < 0) continue;
    const ids = selectie.playerIds;
    for (let s = 0; s < ids.length; s++) slots[d * width + s] = ids[s] as number;
  }
  return { slots, width };
}

/**
 * Transfers grouped per participant, each group in effect order (fromRound, then id):
 * participant d owns order[offset[d] .. offset[d + 1]).
 */
function groupTransfers(
  ctx: SeasonContext,
  transfers: readonly Transfer[],
): { order: Int32Array; offset: Int32Array } {
  const D = ctx.deelnemers.length;
  const n = transfers.length;
  const owner = new Int32Array(n);
  for (let i = 0; i < n; i++)
    owner[i] = ctx.deelnemerIndex.get((transfers[i] as Transfer).deelnemerId) + 1; // 0: unknown
  const inEffect = stableByFromRound(transfersById(transfers), transfers, ctx.roundCount);
  const order = countingSort(inEffect, owner, D + 1);
  const offset = new Int32Array(D + 1);
  let k = 0;
  while (k < n && owner[order[k] as number] === 0) k++;
  for (let d = 0; d < D; d++) {
    offset[d] = k;
    while (k < n && owner[order[k] as number] === d + 1) k++;
  }
  offset[D] = k;
  return { order, offset };
}

/** Per player: card points summed over rounds before r, at p * (roundCount + 1) + r; a zero row last. */
function cardPrefix(cards: Float64Array, playerCount: number, R: number): Float64Array {
  const prefix = new Float64Array((playerCount + 1) * (R + 1));
  for (let p = 0; p < playerCount; p++) {
    let sum = 0;
    for (let r = 0; r < R; r++) {
      sum += cards[p * R + r] as number;
      prefix[p * (R + 1) + r + 1] = sum;
    }
  }
  return prefix;
}

/** Rounds from..to-1 with an unchanged selection of 11 (the usual case), unrolled over the slots. */
function addPhase11(
  scores: Float64Array,
  d: number,
  D: number,
  points: Float64Array,
  sel: Int32Array,
  R: number,
  from: number,
  to: number,
): void {
  const b0 = (sel[0] as number) * R;
  const b1 = (sel[1] as number) * R;
  const b2 = (sel[2] as number) * R;
  const b3 = (sel[3] as number) * R;
  const b4 = (sel[4] as number) * R;
  const b5 = (sel[5] as number) * R;
  const b6 = (sel[6] as number) * R;
  const b7 = (sel[7] as number) * R;
  const b8 = (sel[8] as number) * R;
  const b9 = (sel[9] as number) * R;
  const b10 = (sel[10] as number) * R;
  for (let r = from; r < to; r++) {
    scores[r * D + d] =
      (points[b0 + r] as number) +
      (points[b1 + r] as number) +
      (points[b2 + r] as number) +
      (points[b3 + r] as number) +
      (points[b4 + r] as number) +
      (points[b5 + r] as number) +
      (points[b6 + r] as number) +
      (points[b7 + r] as number) +
      (points[b8 + r] as number) +
      (points[b9 + r] as number) +
      (points[b10 + r] as number);
  }
}

function addPhase(
  scores: Float64Array,
  d: number,
  D: number,
  points: Float64Array,
  sel: Int32Array,
  R: number,
  from: number,
  to: number,
): void {
  if (sel.length === 11) return addPhase11(scores, d, D, points, sel, R, from, to);
  for (let r = from; r < to; r++) {
    let sum = 0;
    for (let s = 0; s < sel.length; s++) sum += points[(sel[s] as number) * R + r] as number;
    scores[r * D + d] = sum;
  }
}

/**
 * The previous computation's scores, of the same participants and rounds (season-from.ts):
 * rounds before `fromRound` (0-based, at most both last rounds with results) are taken from it as
 * they are. When nothing is left to sum and its last round is this one, its array is kept.
 */
export interface ScoresReuse {
  scores: Float64Array;
  fromRound: number;
  /** The last round with results it was computed up to (later rounds hold 0). */
  lastRound: number;
}

/**
 * Scores per round (a late joiner's rounds before his start stay 0; see late-joiners.ts): the season splits into phases between the rounds a participant's transfers
 * take effect, and within a phase his selection is fixed. Empty slots point at a zero row.
 * The card points and selected counts are always walked in full (a few operations per phase).
 */
export function computeRoundScores(
  ctx: SeasonContext,
  pp: PlayerPoints,
  lastRound: number,
  starts: Int32Array = new Int32Array(ctx.deelnemers.length),
  reuse?: ScoresReuse,
): RoundScores {
  const R = ctx.roundCount;
  const D = ctx.deelnemers.length;
  const P = ctx.spelers.length;
  const ZERO = P;
  const transfers = ctx.input.transfers;
  const { slots, width } = slotsFor(ctx);
  const { order, offset } = groupTransfers(ctx, transfers);
  const cards = cardPrefix(pp.cards, P, R);
  const points = new Float64Array((P + 1) * R);
  points.set(pp.points);
  const reuseFrom =
    reuse === undefined ? 0 : Math.max(0, Math.min(reuse.fromRound, lastRound, reuse.lastRound));
  let scores: Float64Array;
  if (reuse === undefined) scores = new Float64Array(D * R);
  else if (reuseFrom === lastRound && reuse.lastRound === lastRound) scores = reuse.scores;
  else {
    scores = new Float64Array(D * R);
    scores.set(reuse.scores.subarray(0, reuseFrom * D));
  }
  const cardPoints = new Float64Array(D);
  const selectedCount = new Int32Array(P + 1);
  // Transfers match on ids (a player unknown to the season can still be swapped out); points
  // are looked up by index, with the zero row for unknown players and empty slots.
  const selection = new Int32Array(width);
  const selectionIds = new Float64Array(width);
  const playerIndex = ctx.playerIndex;
  const indexOf = (id: number) => {
    const p = Number.isNaN(id) ? -1 : playerIndex.get(id);
    return p < 0 ? ZERO : p;
  };

  for (let d = 0; d < D; d++) {
    for (let s = 0; s < width; s++) {
      const id = slots[d * width + s] as number;
      selectionIds[s] = id;
      selection[s] = indexOf(id);
    }
    let cardSum = 0;
    // A late joiner's players score for him (points and cards) from his start round on.
    let from = Math.min(starts[d] as number, lastRound);
    const end = offset[d + 1] as number;
    for (let k = offset[d] as number; ;) {
      const t = k < end ? (transfers[order[k] as number] as Transfer) : null;
      const to = t === null ? lastRound : Math.min(Math.max(t.fromRound - 1, from), lastRound);
      if (to > from) {
        if (to > reuseFrom)
          addPhase(scores, d, D, points, selection, R, Math.max(from, reuseFrom), to);
        for (let s = 0; s < width; s++) {
          const row = (selection[s] as number) * (R + 1);
          cardSum += (cards[row + to] as number) - (cards[row + from] as number);
        }
        from = to;
      }
      if (t === null) break;
      const slot = selectionIds.indexOf(t.playerOutId);
      if (slot >= 0) {
        selectionIds[slot] = t.playerInId;
        selection[slot] = indexOf(t.playerInId);
      }
      k++;
    }
    for (let s = 0; s < width; s++) increment(selectedCount, selection[s] as number);
    cardPoints[d] = cardSum;
  }
  return { scores, cardPoints, selectedCount: selectedCount.subarray(0, P) };
}
