import { describe, expect, it } from 'vitest';
import { freshReader } from './fresh-reader';

/** A query that reads the value when it starts and answers when the test releases it. */
function controlledQuery() {
  const pending: (() => void)[] = [];
  let value = 0;
  return {
    query: () => {
      const read = value;
      return new Promise<number>((resolve) => pending.push(() => resolve(read)));
    },
    set(next: number) {
      value = next;
    },
    get started() {
      return pending.length;
    },
    release() {
      pending.shift()?.();
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('freshReader', () => {
  it('gives a caller that came during a query the result of a later one, shared', async () => {
    const q = controlledQuery();
    const read = freshReader(q.query);
    const early = read();
    // The value changes after the first query was sent: later callers must see it.
    q.set(7);
    const late = [read(), read(), read()];
    expect(q.started).toBe(1);
    q.release();
    expect(await early).toBe(0);
    await tick();
    // One query for the three that waited.
    expect(q.started).toBe(1);
    q.release();
    expect(await Promise.all(late)).toEqual([7, 7, 7]);
    expect(q.started).toBe(0);
  });

  it('starts a new query for a caller that comes when none runs', async () => {
    const q = controlledQuery();
    const read = freshReader(q.query);
    const first = read();
    q.release();
    await first;
    q.set(3);
    const second = read();
    expect(q.started).toBe(1);
    q.release();
    expect(await second).toBe(3);
  });

  it('passes a failure to the callers of that query only', async () => {
    let calls = 0;
    const read = freshReader(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    const failing = read();
    const next = read();
    await expect(failing).rejects.toThrow('connection lost');
    expect(await next).toBe(2);
    expect(await read()).toBe(3);
  });
});
