// The winter window: about a third of the participants swap 1-3 players, a departed player
// first, each for a player of the same position who is available from that round.
import type { Selectie, Speler, Transfer } from '@clubelf/engine';
import { chance, randomInt, shuffleInPlace, type Random } from './random-tools';
import type { PoolsPerPositie } from './selecties';

export interface TransferOptions {
  fromRound: number;
  maxTransfers: number;
  maxPerClub: number;
}

export function createTransfers(
  random: Random,
  selecties: readonly Selectie[],
  spelers: ReadonlyMap<number, Speler>,
  poolsIn: PoolsPerPositie,
  options: TransferOptions,
): Transfer[] {
  const transfers: Transfer[] = [];
  const hasLeft = (id: number) => {
    const departed = spelers.get(id)?.departedFromRound;
    return departed != null && departed <= options.fromRound;
  };
  for (const { deelnemerId, playerIds } of selecties) {
    const departed = playerIds.filter(hasLeft);
    // Holding a departed player is a reason to use the window.
    if (!chance(random, departed.length > 0 ? 0.55 : 0.25)) continue;
    const count = randomInt(random, 1, Math.min(3, options.maxTransfers));
    const others = shuffleInPlace(
      random,
      playerIds.filter((id) => !hasLeft(id)),
    );
    const outs = [...departed, ...others].slice(0, count);
    const original = new Set(playerIds);
    const current = new Set(playerIds);
    const perClub = new Map<number, number>();
    for (const id of playerIds) {
      const clubId = spelers.get(id)?.clubId ?? 0;
      perClub.set(clubId, (perClub.get(clubId) ?? 0) + 1);
    }
    for (const outId of outs) {
      const out = spelers.get(outId);
      if (!out) throw new Error(`unknown player ${outId} in a selection`);
      perClub.set(out.clubId, (perClub.get(out.clubId) ?? 0) - 1);
      const inn = poolsIn[out.position].pick(
        random,
        (s) =>
          !original.has(s.id) &&
          !current.has(s.id) &&
          (perClub.get(s.clubId) ?? 0) < options.maxPerClub,
      );
      current.delete(outId);
      current.add(inn.id);
      perClub.set(inn.clubId, (perClub.get(inn.clubId) ?? 0) + 1);
      transfers.push({
        id: transfers.length + 1,
        deelnemerId,
        playerOutId: outId,
        playerInId: inn.id,
        fromRound: options.fromRound,
      });
    }
  }
  return transfers;
}
