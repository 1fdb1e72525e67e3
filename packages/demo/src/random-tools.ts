// Small helpers over the engine's deterministic random source, so every choice in the demo
// season is reproducible from the seed.

export type Random = () => number;

/** An integer in [min, max], both inclusive. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[Math.floor(random() * items.length)] as T;
}

/** Fisher-Yates; returns the same array. */
export function shuffleInPlace<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** Knuth's method; fine for the small means of football scores and cards. */
export function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let product = random();
  while (product > limit) {
    k++;
    product *= random();
  }
  return k;
}

/**
 * Picks indexes with probability proportional to fixed weights in O(log n) per pick, which keeps
 * the generator linear in the number of participants.
 */
export class WeightedPicker {
  private readonly cumulative: number[];

  constructor(weights: readonly number[]) {
    if (weights.length === 0) throw new RangeError('WeightedPicker needs at least one weight');
    let sum = 0;
    this.cumulative = weights.map((weight) => {
      if (!(weight >= 0)) throw new RangeError(`invalid weight ${weight}`);
      sum += weight;
      return sum;
    });
    if (sum <= 0) throw new RangeError('WeightedPicker needs a positive total weight');
  }

  get size(): number {
    return this.cumulative.length;
  }

  pickIndex(random: Random): number {
    const total = this.cumulative[this.cumulative.length - 1] as number;
    const target = random() * total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.cumulative[mid] as number) > target) high = mid;
      else low = mid + 1;
    }
    return low;
  }
}

/** One weighted pick from a short list (no precomputation). */
export function pickWeighted<T>(
  random: Random,
  items: readonly T[],
  weight: (item: T) => number,
): T {
  let total = 0;
  for (const item of items) total += weight(item);
  if (items.length === 0 || total <= 0)
    throw new RangeError('pickWeighted needs a positive weight');
  let target = random() * total;
  for (const item of items) {
    target -= weight(item);
    if (target < 0) return item;
  }
  return items[items.length - 1] as T;
}
