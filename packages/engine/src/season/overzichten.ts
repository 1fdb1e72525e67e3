// Player overviews (points, per event, how often selected) and the list of transfers.
import type { SpelerOverzichtRow, TransferRow } from '../results';
import { compareNames } from '../name-order';
import { countingSort } from '../ranking';
import { stableByFromRound, transfersById } from './transfer-order';
import type { PuntenPerEvent } from '../results';
import { SCORE_EVENTS } from '../types';
import type { Speler, Transfer } from '../types';
import type { SeasonContext } from './context';
import type { PlayerPoints } from './player-points';
import { EVENT_COUNT } from './player-points';

/** Every player, highest total first, then by name. */
export function computeSpelers(
  ctx: SeasonContext,
  pp: PlayerPoints,
  selectedCount: Int32Array,
): SpelerOverzichtRow[] {
  const clubNames = new Map(ctx.input.clubs.map((c) => [c.id, c.name]));
  const participants = ctx.deelnemers.length;
  const rows = ctx.spelers.map((speler: Speler, p): SpelerOverzichtRow => {
    const perEvent = {} as PuntenPerEvent;
    for (let e = 0; e < EVENT_COUNT; e++)
      perEvent[SCORE_EVENTS[e] as keyof PuntenPerEvent] = pp.perEvent[
        p * EVENT_COUNT + e
      ] as number;
    const count = selectedCount[p] as number;
    return {
      playerId: speler.id,
      name: speler.name,
      clubId: speler.clubId,
      clubName: clubNames.get(speler.clubId) ?? '',
      position: speler.position,
      status: speler.status,
      totalPoints: pp.totals[p] as number,
      perEvent,
      selectedCount: count,
      selectedShare: participants === 0 ? 0 : count / participants,
    };
  });
  return rows.sort(
    (a, b) =>
      b.totalPoints - a.totalPoints || compareNames(a.name, b.name) || a.playerId - b.playerId,
  );
}

/** Every transfer with names, by fromRound, then participant name (then id). */
export function computeTransfers(ctx: SeasonContext): TransferRow[] {
  const transfers = ctx.input.transfers;
  const playerName = (id: number) => {
    const p = ctx.playerIndex.get(id);
    return p < 0 ? '' : (ctx.spelers[p] as Speler).name;
  };
  // The participant's place in name order stands in for his name: no collator calls per pair.
  const nameRank = new Int32Array(transfers.length);
  for (let i = 0; i < transfers.length; i++) {
    const d = ctx.deelnemerIndex.get((transfers[i] as Transfer).deelnemerId);
    nameRank[i] = d < 0 ? -1 : (ctx.nameRank[d] as number);
  }
  for (let i = 0; i < nameRank.length; i++) nameRank[i] = (nameRank[i] as number) + 1; // 0: unknown
  const byName = countingSort(transfersById(transfers), nameRank, ctx.deelnemers.length + 1);
  const order = stableByFromRound(byName, transfers, ctx.roundCount);
  return Array.from(order, (i): TransferRow => {
    const t = transfers[i] as Transfer;
    const d = ctx.deelnemerIndex.get(t.deelnemerId);
    return {
      id: t.id,
      deelnemerId: t.deelnemerId,
      deelnemerName: d < 0 ? '' : (ctx.names[d] as string),
      playerOutId: t.playerOutId,
      playerOutName: playerName(t.playerOutId),
      playerInId: t.playerInId,
      playerInName: playerName(t.playerInId),
      fromRound: t.fromRound,
    };
  });
}
