// Every participant's initial 11, built constructively: a formation first, then players per
// position that respect the club limit. Popular (good) players are picked more often.
import type { Positie, Selectie, Speler } from '@clubelf/engine';
import { pickWeighted, WeightedPicker, type Random } from './random-tools';

/** How often participants choose each formation (unknown formations get a small share). */
const FORMATION_POPULARITY: Record<string, number> = {
  '4-3-3': 0.3,
  '4-4-2': 0.22,
  '3-4-3': 0.14,
  '3-5-2': 0.1,
  '4-5-1': 0.08,
  '5-3-2': 0.08,
  '5-4-1': 0.05,
};

/** Players of one position with a fast weighted pick. */
export class SpelerPool {
  private readonly picker: WeightedPicker;

  constructor(
    readonly spelers: readonly Speler[],
    weight: (speler: Speler) => number,
  ) {
    this.picker = new WeightedPicker(spelers.map(weight));
  }

  /**
   * A weighted pick that `accept`s; when the pick is refused the walk goes on to the next
   * player in the pool, so it always ends without retrying random draws.
   */
  pick(random: Random, accept: (speler: Speler) => boolean): Speler {
    const start = this.picker.pickIndex(random);
    for (let step = 0; step < this.spelers.length; step++) {
      const speler = this.spelers[(start + step) % this.spelers.length] as Speler;
      if (accept(speler)) return speler;
    }
    throw new Error(`no acceptable ${this.spelers[0]?.position ?? 'player'} left in the pool`);
  }
}

export type PoolsPerPositie = Record<Positie, SpelerPool>;

export function createPools(
  spelers: readonly Speler[],
  include: (speler: Speler) => boolean,
  weight: (speler: Speler) => number,
): PoolsPerPositie {
  const of = (position: Positie) =>
    new SpelerPool(
      spelers.filter((s) => s.position === position && include(s)),
      weight,
    );
  return {
    Keeper: of('Keeper'),
    Verdediger: of('Verdediger'),
    Middenvelder: of('Middenvelder'),
    Aanvaller: of('Aanvaller'),
  };
}

export function pickSelectie(
  random: Random,
  pools: PoolsPerPositie,
  formations: readonly string[],
  maxPerClub: number,
): number[] {
  const formation = pickWeighted(random, formations, (f) => FORMATION_POPULARITY[f] ?? 0.03);
  const [d, m, a] = formation.split('-').map(Number) as [number, number, number];
  // At most 11 chosen: scanning a short array beats Sets and Maps for 100,000 participants.
  const chosen: Speler[] = [];
  const accept = (speler: Speler) => {
    let sameClub = 0;
    for (const other of chosen) {
      if (other === speler) return false;
      if (other.clubId === speler.clubId) sameClub++;
    }
    return sameClub < maxPerClub;
  };
  const plan: [Positie, number][] = [
    ['Keeper', 1],
    ['Verdediger', d],
    ['Middenvelder', m],
    ['Aanvaller', a],
  ];
  const playerIds: number[] = [];
  for (const [position, count] of plan) {
    for (let i = 0; i < count; i++) {
      const speler = pools[position].pick(random, accept);
      chosen.push(speler);
      playerIds.push(speler.id);
    }
  }
  return playerIds;
}

export function createSelecties(
  random: Random,
  deelnemerIds: readonly number[],
  pools: PoolsPerPositie,
  formations: readonly string[],
  maxPerClub: number,
): Selectie[] {
  return deelnemerIds.map((deelnemerId) => ({
    deelnemerId,
    playerIds: pickSelectie(random, pools, formations, maxPerClub),
  }));
}
