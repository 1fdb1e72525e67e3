import { describe, expect, it } from 'vitest';
import { createAnswerContext } from './answer-context';
import { emptySeason } from './empty-season';
import { computeSeason } from '@clubelf/engine';
import { SeasonAnswers } from './season-answers';
import { lazyAnswer } from './answer';
import { compressedAnswer } from './answer-bytes';
import { AnswerStore } from './answer-store';
import { z } from 'zod';

const ctx = (() => {
  const season = emptySeason();
  return createAnswerContext(season.meta, season.input, computeSeason(season.input));
})();

/** Answers of data version `version`: one body saying it, built when asked. */
function viewsOf(version: number, built: string[] = []): SeasonAnswers {
  return new SeasonAnswers(version, ctx, [
    lazyAnswer('summary', z.object({ version: z.number() }), () => {
      built.push('summary');
      return { version };
    }),
  ]);
}

const bodyOf = async (store: AnswerStore) => (await store.get('summary'))?.body;

describe('AnswerStore', () => {
  it('serves nothing before the first answers, then the installed ones without waiting', async () => {
    const store = new AnswerStore();
    expect(await store.get('summary')).toBeUndefined();
    const built: string[] = [];
    store.install(viewsOf(1, built));
    expect(built).toEqual([]);
    expect(store.ready()?.get('summary')?.body).toBe('{"version":1}');
    // Built once, kept: the same object on every read.
    expect(await store.get('summary')).toBe(store.ready()?.get('summary'));
    expect(built).toEqual(['summary']);
    expect(await store.get('other')).toBeUndefined();
  });

  it('ignores answers of older data that arrive late', async () => {
    const store = new AnswerStore();
    store.install(viewsOf(3));
    store.install(viewsOf(2));
    expect(await bodyOf(store)).toBe('{"version":3}');
  });

  it('tells its listeners of answers of newer data only', () => {
    const store = new AnswerStore();
    const heard: number[] = [];
    const stop = store.onNewerData((views) => heard.push(views.dataVersion));
    store.install(viewsOf(3));
    store.install(viewsOf(3));
    store.install(viewsOf(5));
    store.install(viewsOf(4));
    store.install(viewsOf(5));
    store.install(viewsOf(6));
    stop();
    store.install(viewsOf(7));
    expect(heard).toEqual([5, 6]);
  });

  it("makes reads wait for this instance's recompute after its own write", async () => {
    const store = new AnswerStore();
    store.install(viewsOf(1));
    let finish: () => void = () => {};
    const recompute = new Promise<void>((resolve) => (finish = resolve));
    store.awaitBeforeReading(recompute.then(() => store.install(viewsOf(2))));
    expect(store.ready()).toBeUndefined();
    const read = bodyOf(store);
    finish();
    expect(await read).toBe('{"version":2}');
    await recompute;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.ready()?.dataVersion).toBe(2);
  });

  it('recomputes when it learns of newer data, and reads wait for it', async () => {
    const store = new AnswerStore();
    let asked = 0;
    store.onBehind(() => (asked += 1));
    store.install(viewsOf(1));
    store.learnDataVersion(1);
    expect(asked).toBe(0);
    store.learnDataVersion(3);
    expect(asked).toBe(1);
    // Hearing of the same version again asks for no second recompute.
    store.learnDataVersion(3);
    expect(asked).toBe(1);
    expect(store.isBehind()).toBe(true);
    const read = bodyOf(store);
    store.install(viewsOf(3));
    expect(await read).toBe('{"version":3}');
  });

  it('serves the last answers once the wait is over', async () => {
    const store = new AnswerStore({ maxWaitMs: 30 });
    store.install(viewsOf(1));
    store.learnDataVersion(2);
    const started = Date.now();
    expect(await bodyOf(store)).toBe('{"version":1}');
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('looks at the data version when another process wrote, and not otherwise', async () => {
    let elsewhere = false;
    let reads = 0;
    let asked = 0;
    const store = new AnswerStore({
      changedElsewhere: () => elsewhere,
      readDataVersion: async () => {
        reads += 1;
        return 5;
      },
    });
    store.onBehind(() => (asked += 1));
    store.install(viewsOf(4));
    store.learnDataVersion(4);
    expect(await bodyOf(store)).toBe('{"version":4}');
    expect(reads).toBe(0);
    elsewhere = true;
    const read = bodyOf(store);
    elsewhere = false;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(1);
    expect(asked).toBe(1);
    store.install(viewsOf(5));
    expect(await read).toBe('{"version":5}');
  });

  it("waits for a reader's own write named by its data version, read rather than trusted", async () => {
    let stored = 7;
    let reads = 0;
    let asked = 0;
    const store = new AnswerStore({
      readDataVersion: async () => {
        reads += 1;
        return stored;
      },
    });
    store.onBehind(() => (asked += 1));
    store.install(viewsOf(6));
    // Answers as new as the version named: nothing to read.
    await store.catchUpTo(6);
    expect(reads).toBe(0);
    // Newer: the data version is read, the answers are behind it, a recompute is asked for.
    await store.catchUpTo(7);
    expect([reads, asked, store.isBehind()]).toEqual([1, 1, true]);
    store.install(viewsOf(7));
    // A number from nowhere (no such version stored) costs a read, never a wait.
    stored = 7;
    await store.catchUpTo(1_000_000);
    expect([reads, asked, store.isBehind()]).toEqual([2, 1, false]);
  });

  it('serves its answers when the database cannot be read', async () => {
    const store = new AnswerStore({
      changedElsewhere: () => true,
      readDataVersion: async () => {
        throw new Error('connection refused');
      },
    });
    store.install(viewsOf(1));
    expect(await bodyOf(store)).toBe('{"version":1}');
  });

  it('compresses a body once per encoding, for every request that asks', async () => {
    const store = new AnswerStore();
    store.install(viewsOf(1));
    const view = await store.get('summary');
    const [a, b] = await Promise.all([
      compressedAnswer(view!, 'br'),
      compressedAnswer(view!, 'br'),
    ]);
    expect(a).toBe(b);
    expect(await compressedAnswer(view!, 'gzip')).not.toBe(a);
  });
});
