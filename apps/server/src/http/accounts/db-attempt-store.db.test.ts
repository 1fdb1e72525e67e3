// The throttle's shared store on a real database (SQLite here, PostgreSQL in server-pg).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { OpenedTestDatabase } from '../../test/test-database';
import { createDbAttemptStore } from './db-attempt-store';
import { createLoginThrottle } from './login-throttle';

const NOW = 1_800_000_000_000;
const WINDOW = 60_000;

let database: OpenedTestDatabase;
beforeEach(async () => {
  database = await openTestDatabase({ count: 2 });
});
afterEach(() => database.close());

const rows = () =>
  database.connections[0]!.selectFrom('loginAttempt')
    .select(['key', 'count'])
    .orderBy('key')
    .execute();

describe('database attempt store', () => {
  it('counts within a window, stops at the limit and starts a new window when it has ended', async () => {
    const store = createDbAttemptStore(database.connections[0]!);
    expect(await store.incrementBelow('user:jan', 2, WINDOW, NOW)).toEqual({
      count: 1,
      resetAt: NOW + WINDOW,
    });
    expect(await store.incrementBelow('user:jan', 2, WINDOW, NOW + 1000)).toEqual({
      count: 2,
      resetAt: NOW + WINDOW,
    });
    expect(await store.incrementBelow('user:jan', 2, WINDOW, NOW + 1000)).toBeNull();
    expect(await store.incrementBelow('user:piet', 2, WINDOW, NOW + 1000)).toMatchObject({
      count: 1,
    });
    expect(await store.read(['user:jan', 'user:niemand'], NOW + 1000)).toEqual(
      new Map([['user:jan', { count: 2, resetAt: NOW + WINDOW }]]),
    );
    expect(await store.incrementBelow('user:jan', 2, WINDOW, NOW + WINDOW)).toEqual({
      count: 1,
      resetAt: NOW + 2 * WINDOW,
    });
  });

  it('takes one back, removing a count that reaches zero, and clears', async () => {
    const store = createDbAttemptStore(database.connections[0]!);
    await store.incrementBelow('addr:1', 9, WINDOW, NOW);
    await store.incrementBelow('addr:1', 9, WINDOW, NOW);
    await store.decrement('addr:1', NOW);
    expect((await store.incrementBelow('addr:1', 9, WINDOW, NOW))?.count).toBe(2);
    for (let i = 0; i < 4; i++) await store.decrement('addr:1', NOW);
    expect(await rows()).toEqual([]);
    expect((await store.incrementBelow('addr:1', 9, WINDOW, NOW))?.count).toBe(1);
    await store.clear('addr:1');
    await store.decrement('nobody', NOW);
    expect(await rows()).toEqual([]);
  });

  it('gives parallel attempts from two instances each their own count, up to the limit', async () => {
    const [a, b] = database.connections.map((db) => createDbAttemptStore(db));
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a! : b!).incrementBelow('user:jan', 15, WINDOW, NOW),
      ),
    );
    expect(counts.filter((c) => c === null)).toHaveLength(5);
    expect(
      counts
        .filter((c) => c !== null)
        .map((c) => c.count)
        .sort((x, y) => x - y),
    ).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('holds the table to its bound: ended windows go, then the ones that end first', async () => {
    const store = createDbAttemptStore(database.connections[0]!, { maxRows: 5, sweepEvery: 10 });
    // Three windows that have ended by the time of the sweep, then seven running ones.
    for (let i = 0; i < 3; i++) await store.incrementBelow(`oud:${i}`, 9, 1000, NOW);
    for (let i = 0; i < 7; i++) await store.incrementBelow(`nieuw:${i}`, 9, WINDOW, NOW + 5000 + i);
    expect((await rows()).map((r) => r.key)).toEqual([
      'nieuw:2',
      'nieuw:3',
      'nieuw:4',
      'nieuw:5',
      'nieuw:6',
    ]);
  });

  it('makes the throttle hold across instances, and writes nothing for a refused attempt', async () => {
    const policy = {
      perUserName: { limit: 3, windowMs: WINDOW },
      perAddress: { limit: 100, windowMs: WINDOW },
      perDevice: { limit: 3, windowMs: WINDOW },
    };
    const [a, b] = database.connections.map((db) =>
      createLoginThrottle(createDbAttemptStore(db), policy, () => NOW),
    );
    const attempt = { userName: 'organisator', address: '10.0.0.1' };
    expect(await a!.begin(attempt)).toBe(0);
    expect(await b!.begin(attempt)).toBe(0);
    expect(await a!.begin(attempt)).toBe(0);
    const before = await rows();
    expect(await b!.begin(attempt)).toBe(60);
    expect(await a!.begin({ userName: 'organisator', address: '10.0.0.2' })).toBe(60);
    expect(await rows()).toEqual(before);
    await a!.succeeded(attempt);
    expect(await b!.begin(attempt)).toBe(0);
  });
});
