// The throttle's shared store on a real database (SQLite here, PostgreSQL in server-pg).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { OpenedTestDatabase } from '../test/test-database';
import { createDbAttemptStore } from './db-attempt-store';
import { createLoginThrottle } from './login-throttle';

const NOW = 1_800_000_000_000;
const WINDOW = 60_000;

let database: OpenedTestDatabase;
beforeEach(async () => {
  database = await openTestDatabase({ count: 2 });
});
afterEach(() => database.close());

describe('database attempt store', () => {
  it('counts within a window and starts a new one when it has ended', async () => {
    const store = createDbAttemptStore(database.connections[0]!);
    expect(await store.increment('user:jan', WINDOW, NOW)).toEqual({
      count: 1,
      resetAt: NOW + WINDOW,
    });
    expect(await store.increment('user:jan', WINDOW, NOW + 1000)).toEqual({
      count: 2,
      resetAt: NOW + WINDOW,
    });
    expect(await store.increment('user:piet', WINDOW, NOW + 1000)).toMatchObject({ count: 1 });
    expect(await store.increment('user:jan', WINDOW, NOW + WINDOW)).toEqual({
      count: 1,
      resetAt: NOW + 2 * WINDOW,
    });
  });

  it('takes one back, never below zero, and clears', async () => {
    const store = createDbAttemptStore(database.connections[0]!);
    await store.increment('addr:1', WINDOW, NOW);
    await store.increment('addr:1', WINDOW, NOW);
    await store.decrement('addr:1', NOW);
    expect((await store.increment('addr:1', WINDOW, NOW)).count).toBe(2);
    for (let i = 0; i < 4; i++) await store.decrement('addr:1', NOW);
    expect((await store.increment('addr:1', WINDOW, NOW)).count).toBe(1);
    await store.clear('addr:1');
    await store.decrement('nobody', NOW);
    expect((await store.increment('addr:1', WINDOW, NOW)).count).toBe(1);
  });

  it('gives parallel attempts from two instances each their own count', async () => {
    const [a, b] = database.connections.map(createDbAttemptStore);
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a! : b!).increment('user:jan', WINDOW, NOW)),
    );
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('makes the throttle hold across instances', async () => {
    const policy = {
      perUserName: { limit: 3, windowMs: WINDOW },
      perAddress: { limit: 100, windowMs: WINDOW },
    };
    const [a, b] = database.connections.map((db) =>
      createLoginThrottle(createDbAttemptStore(db), policy, () => NOW),
    );
    const attempt = { userName: 'organisator', address: '10.0.0.1' };
    expect(await a!.begin(attempt)).toBe(0);
    expect(await b!.begin(attempt)).toBe(0);
    expect(await a!.begin(attempt)).toBe(0);
    expect(await b!.begin(attempt)).toBe(60);
    await a!.succeeded(attempt);
    expect(await b!.begin(attempt)).toBe(0);
  });
});
