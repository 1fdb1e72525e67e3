// Round score = the points of the 11 players selected for that speelronde (transfers included).
import { increment } from '../ranking';
import { sortTransfers } from '../selectie';
import type { Transfer } from '../types';
import type { SeasonContext } from './context';
import type { PlayerPoints } from './player-points';

export interface RoundScores {
  /** Per participant per round: deelnemerIndex * roundCount + round - 1. */
  scores: Float64Array;
  /** Card points of his selected players in the rounds they were selected. */
  cardPoints: Float64Array;
  /** Participants with the player in their current selection (after all transfers). */
  selectedCount: Int32Array;
}

function slotsFor(ctx: SeasonContext): { slots: Int32Array; width: number } {
  const { input, deelnemerIndex, playerIndex } = ctx;
  let width = 11;
  for (const s of input.selecties) width = Math.max(width, s.playerIds.length);
  // -1 marks an empty slot (no selection, or a player the season does not know).
  const slots = new Int32Array(ctx.deelnemers.length * width).fill(-1);
  for (const selectie of input.selecties) {
    const d = deelnemerIndex.get(selectie.deelnemerId);
    if (d === undefined) continue;
    for (let s = 0; s < selectie.playerIds.length; s++) {
      slots[d * width + s] = playerIndex.get(selectie.playerIds[s] as number) ?? -1;
    }
  }
  return { slots, width };
}

function transfersPerDeelnemer(ctx: SeasonContext): (Transfer[] | undefined)[] {
  const perDeelnemer: (Transfer[] | undefined)[] = new Array(ctx.deelnemers.length);
  for (const t of sortTransfers(ctx.input.transfers)) {
    const d = ctx.deelnemerIndex.get(t.deelnemerId);
    if (d === undefined) continue;
    (perDeelnemer[d] ??= []).push(t);
  }
  return perDeelnemer;
}

/** Same rule as selectieForRound: the player in takes the slot of the player out, if there. */
function applyTransfer(selection: Int32Array, t: Transfer, playerIndex: Map<number, number>): void {
  const out = playerIndex.get(t.playerOutId);
  if (out === undefined) return;
  const slot = selection.indexOf(out);
  if (slot >= 0) selection[slot] = playerIndex.get(t.playerInId) ?? -1;
}

export function computeRoundScores(ctx: SeasonContext, pp: PlayerPoints, lastRound: number): RoundScores {
  const R = ctx.roundCount;
  const D = ctx.deelnemers.length;
  const { slots, width } = slotsFor(ctx);
  const transfers = transfersPerDeelnemer(ctx);
  const scores = new Float64Array(D * R);
  const cardPoints = new Float64Array(D);
  const selectedCount = new Int32Array(ctx.spelers.length);
  const points = pp.points;
  const cards = pp.cards;

  const seasonCards = new Float64Array(ctx.spelers.length);
  for (let p = 0; p < seasonCards.length; p++) {
    let sum = 0;
    for (let r = 0; r < lastRound; r++) sum += cards[p * R + r] as number;
    seasonCards[p] = sum;
  }

  const selection = new Int32Array(width);
  for (let d = 0; d < D; d++) {
    const base = d * R;
    const own = transfers[d];
    if (own === undefined) {
      // The common case: one selection all season, added player by player.
      let cardSum = 0;
      for (let s = 0; s < width; s++) {
        const p = slots[d * width + s] as number;
        if (p < 0) continue;
        const pb = p * R;
        for (let r = 0; r < lastRound; r++) scores[base + r] = (scores[base + r] as number) + (points[pb + r] as number);
        cardSum += seasonCards[p] as number;
        increment(selectedCount, p);
      }
      cardPoints[d] = cardSum;
      continue;
    }
    selection.set(slots.subarray(d * width, (d + 1) * width));
    let next = 0;
    let cardSum = 0;
    for (let round = 1; round <= lastRound; round++) {
      while (next < own.length && (own[next] as Transfer).fromRound <= round) applyTransfer(selection, own[next++] as Transfer, ctx.playerIndex);
      let sum = 0;
      for (let s = 0; s < width; s++) {
        const p = selection[s] as number;
        if (p < 0) continue;
        sum += points[p * R + round - 1] as number;
        cardSum += cards[p * R + round - 1] as number;
      }
      scores[base + round - 1] = sum;
    }
    while (next < own.length) applyTransfer(selection, own[next++] as Transfer, ctx.playerIndex);
    cardPoints[d] = cardSum;
    for (let s = 0; s < width; s++) if ((selection[s] as number) >= 0) increment(selectedCount, selection[s] as number);
  }
  return { scores, cardPoints, selectedCount };
}
