// The closed seasons kept computed: by use (the least recently used goes first) and never
// computed twice at once, not even when more seasons are asked than are kept.
import { describe, expect, it } from 'vitest';
import { ComputedSeasons } from './computed-seasons';

/** A computation that finishes when told (so a test decides what is in flight). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ComputedSeasons', () => {
  it('keeps the most recently used, not the first computed', async () => {
    const seasons = new ComputedSeasons<string>(2);
    const compute = (key: string) => seasons.get(key, () => Promise.resolve(`computed ${key}`));
    await compute('a');
    await compute('b');
    // a used again: b is now the least recently used, and goes for c.
    expect(await compute('a')).toBe('computed a');
    await compute('c');
    expect(seasons.keys()).toEqual(['a', 'c']);
    expect(seasons.computations).toBe(3);
    await compute('a');
    expect(seasons.computations).toBe(3);
    await compute('b');
    expect(seasons.computations).toBe(4);
  });

  it('computes a season once while it is being computed, whatever else is asked meanwhile', async () => {
    const seasons = new ComputedSeasons<string>(1);
    const running = new Map<string, ReturnType<typeof deferred<string>>>();
    const ask = (key: string) =>
      seasons.get(key, () => {
        const d = deferred<string>();
        running.set(key, d);
        return d.promise;
      });
    const first = ask('a');
    // More seasons than are kept, while a is still running.
    const others = [ask('b'), ask('c')];
    const second = ask('a');
    expect(seasons.computations).toBe(3);
    expect(second).toBe(first);
    for (const [key, d] of running) d.resolve(`computed ${key}`);
    expect(await Promise.all([first, second, ...others])).toEqual([
      'computed a',
      'computed a',
      'computed b',
      'computed c',
    ]);
    expect(seasons.keys()).toHaveLength(1);
  });

  it('keeps no failure: the next request computes again', async () => {
    const seasons = new ComputedSeasons<string>(2);
    await expect(seasons.get('a', () => Promise.reject(new Error('no archive')))).rejects.toThrow(
      'no archive',
    );
    expect(await seasons.get('a', () => Promise.resolve('computed a'))).toBe('computed a');
    expect(seasons.computations).toBe(2);
  });
});
