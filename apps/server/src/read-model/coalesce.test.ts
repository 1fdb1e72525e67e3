// Saves during a recompute share the next one: the coalescing, with a fake recompute.
import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

/** A fake recompute that counts its runs and ends only when told. */
function fakeRun() {
  const runs: { started: number; end: () => void; fail: (e: Error) => void }[] = [];
  let clock = 0;
  const tick = () => ++clock;
  const run = () =>
    new Promise<number>((resolve, reject) => {
      const started = tick();
      runs.push({ started, end: () => resolve(started), fail: reject });
    });
  return { runs, run, tick };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalesced recompute', () => {
  it('40 calls during one run share exactly one next run, which began after each call', async () => {
    const fake = fakeRun();
    let afterEach = 0;
    const recompute = coalesce(fake.run, () => (afterEach += 1));

    const first = recompute();
    await settle();
    expect(fake.runs).toHaveLength(1);

    const calls = Array.from({ length: 40 }, () => {
      const calledAt = fake.tick();
      return { calledAt, result: recompute() };
    });
    await settle();
    // Nothing new starts while the first one runs.
    expect(fake.runs).toHaveLength(1);

    fake.runs[0]!.end();
    expect(await first).toBe(fake.runs[0]!.started);
    await settle();
    expect(fake.runs).toHaveLength(2);
    fake.runs[1]!.end();

    for (const call of calls) {
      const startedAt = await call.result;
      expect(startedAt).toBeGreaterThan(call.calledAt);
    }
    await settle();
    expect(fake.runs).toHaveLength(2);
    expect(afterEach).toBe(2);
  });

  it('never resolves a call with a run that began before it, nor runs two at once', async () => {
    const fake = fakeRun();
    let active = 0;
    let maxActive = 0;
    const tracked = coalesce(async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      try {
        return await fake.run();
      } finally {
        active -= 1;
      }
    });

    // Waves of callers, some calling again as soon as their own run ended.
    const results: Promise<void>[] = [];
    const call = (again: boolean): Promise<void> => {
      const calledAt = fake.tick();
      return tracked().then(async (startedAt) => {
        expect(startedAt).toBeGreaterThan(calledAt);
        if (again) await call(false);
      });
    };
    for (let wave = 0; wave < 5; wave++) {
      for (let i = 0; i < 8; i++) results.push(call(i % 2 === 0));
      await settle();
      fake.runs.at(-1)!.end();
      await settle();
    }
    // Finish whatever is still queued.
    for (let i = 0; i < 10; i++) {
      fake.runs.at(-1)!.end();
      await settle();
    }
    await Promise.all(results);
    expect(maxActive).toBe(1);
    // Far fewer runs than the 60 calls.
    expect(fake.runs.length).toBeLessThanOrEqual(12);
  });

  it('a failed run fails the calls that shared it; the next call runs again', async () => {
    const fake = fakeRun();
    const recompute = coalesce(fake.run);
    const first = recompute();
    const second = recompute();
    const third = recompute();
    await settle();
    fake.runs[0]!.end();
    await first;
    await settle();
    fake.runs[1]!.fail(new Error('database gone'));
    await expect(second).rejects.toThrow('database gone');
    await expect(third).rejects.toThrow('database gone');

    const fourth = recompute();
    await settle();
    expect(fake.runs).toHaveLength(3);
    fake.runs[2]!.end();
    expect(await fourth).toBe(fake.runs[2]!.started);
  });
});
