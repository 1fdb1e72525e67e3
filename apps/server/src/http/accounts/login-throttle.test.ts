import { describe, expect, it } from 'vitest';
import { createMemoryAttemptStore, type AttemptStore } from './attempt-store';
import { createLoginThrottle } from './login-throttle';

const policy = {
  perUserName: { limit: 3, windowMs: 60_000 },
  perAddress: { limit: 5, windowMs: 120_000 },
  perDevice: { limit: 3, windowMs: 90_000 },
};

/** The memory store, with a record of every write made through it. */
function recordingStore(): { store: AttemptStore; writes: string[] } {
  const inner = createMemoryAttemptStore();
  const writes: string[] = [];
  return {
    writes,
    store: {
      read: (keys, now) => inner.read(keys, now),
      async incrementBelow(key, limit, windowMs, now) {
        const count = await inner.incrementBelow(key, limit, windowMs, now);
        if (count) writes.push(`+${key}`);
        return count;
      },
      async decrement(key, now) {
        writes.push(`-${key}`);
        await inner.decrement(key, now);
      },
      async clear(key) {
        writes.push(`x${key}`);
        await inner.clear(key);
      },
    },
  };
}

function setup() {
  const clock = { now: 1_000_000 };
  const recorded = recordingStore();
  const throttle = createLoginThrottle(recorded.store, policy, () => clock.now);
  return { clock, throttle, writes: recorded.writes };
}

describe('login throttle', () => {
  it('refuses a user name after its limit of attempts until the window ends', async () => {
    const { clock, throttle } = setup();
    const attempt = { userName: 'organisator', address: '10.0.0.1' };
    for (let i = 0; i < 3; i++) expect(await throttle.begin(attempt)).toBe(0);
    expect(await throttle.begin(attempt)).toBe(60);
    // Another address and another spelling get no way round the per-name limit.
    expect(await throttle.begin({ userName: ' ORGANISATOR', address: '10.0.0.2' })).toBe(60);
    clock.now += 59_500;
    expect(await throttle.begin(attempt)).toBe(1);
    clock.now += 500;
    // The name's window has ended.
    expect(await throttle.begin({ userName: 'organisator', address: '10.0.0.3' })).toBe(0);
  });

  it('refuses an address that tries many user names', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++)
      expect(await throttle.begin({ userName: `naam${i}`, address: '10.0.0.9' })).toBe(0);
    expect(await throttle.begin({ userName: 'nieuwe-naam', address: '10.0.0.9' })).toBe(120);
    expect(await throttle.begin({ userName: 'andere-naam', address: '10.0.0.8' })).toBe(0);
  });

  it('counts parallel attempts, so a burst cannot slip past the limit', async () => {
    const { throttle } = setup();
    const attempt = { userName: 'jan', address: '10.0.0.5' };
    const waits = await Promise.all(Array.from({ length: 10 }, () => throttle.begin(attempt)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
  });

  it('forgets the failures of a name after a success, and does not count the success against the address', async () => {
    const { throttle } = setup();
    const attempt = { userName: 'jan', address: '10.0.0.3' };
    for (let round = 0; round < 4; round++) {
      expect(await throttle.begin(attempt)).toBe(0);
      expect(await throttle.begin(attempt)).toBe(0);
      await throttle.succeeded(attempt);
    }
    // Eight attempts, four of them right: the address has four failures, under its limit of five.
    expect(await throttle.begin({ userName: 'piet', address: '10.0.0.3' })).toBe(0);
    expect(await throttle.begin({ userName: 'klaas', address: '10.0.0.3' })).toBe(120);
  });
});

describe('a known device (decision 008)', () => {
  it('still gets in while its account is locked by attempts from elsewhere', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 3; i++)
      await throttle.begin({ userName: 'organisator', address: `203.0.113.${i}` });
    expect(await throttle.begin({ userName: 'organisator', address: '10.0.0.1' })).toBe(60);
    const device = { userName: 'organisator', address: '10.0.0.1', device: '1:apparaat' };
    expect(await throttle.begin(device)).toBe(0);
    await throttle.succeeded(device);
    // Its success does not give the attacker a fresh count on the name.
    expect(await throttle.begin({ userName: 'organisator', address: '203.0.113.9' })).toBe(60);
  });

  it('is counted on its own: its failures lock neither the name nor the address', async () => {
    const { throttle } = setup();
    const device = { userName: 'organisator', address: '10.0.0.1', device: '1:apparaat' };
    for (let i = 0; i < 3; i++) expect(await throttle.begin(device)).toBe(0);
    expect(await throttle.begin(device)).toBe(90);
    expect(await throttle.begin({ ...device, device: '1:ander-apparaat' })).toBe(0);
    expect(await throttle.begin({ userName: 'organisator', address: '10.0.0.1' })).toBe(0);
  });

  it("gets in while its address is locked by someone else's guesses", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) await throttle.begin({ userName: `naam${i}`, address: '10.0.0.1' });
    expect(await throttle.begin({ userName: 'organisator', address: '10.0.0.1' })).toBe(120);
    expect(
      await throttle.begin({ userName: 'organisator', address: '10.0.0.1', device: '1:apparaat' }),
    ).toBe(0);
  });
});

describe('refused attempts', () => {
  it('do not count, so hammering a locked name does not also lock the address', async () => {
    const { throttle } = setup();
    const attempt = { userName: 'jan', address: '10.0.0.7' };
    for (let i = 0; i < 3; i++) await throttle.begin(attempt);
    for (let i = 0; i < 10; i++) expect(await throttle.begin(attempt)).toBe(60);
    // Three counted attempts at the address, limit five.
    expect(await throttle.begin({ userName: 'piet', address: '10.0.0.7' })).toBe(0);
    expect(await throttle.begin({ userName: 'klaas', address: '10.0.0.7' })).toBe(0);
    expect(await throttle.begin({ userName: 'kees', address: '10.0.0.7' })).toBe(120);
  });

  it('write nothing: a flood of new names from a locked address adds no counters', async () => {
    const { throttle, writes } = setup();
    for (let i = 0; i < 5; i++) await throttle.begin({ userName: `naam${i}`, address: '10.0.0.9' });
    const before = writes.length;
    for (let i = 0; i < 100; i++)
      expect(await throttle.begin({ userName: `nieuw${i}`, address: '10.0.0.9' })).toBe(120);
    // And a name at its limit: the refused ones write nothing either.
    for (let i = 0; i < 10; i++)
      expect(await throttle.begin({ userName: 'piet', address: '10.0.0.1' })).toBe(i < 3 ? 0 : 60);
    expect(writes.slice(before)).toEqual(
      Array.from({ length: 3 }, () => ['+addr:10.0.0.1', '+user:piet']).flat(),
    );
  });
});

describe('memory attempt store', () => {
  it('starts a new window once the old one has ended, and stops at the limit', async () => {
    const store = createMemoryAttemptStore();
    expect(await store.incrementBelow('k', 3, 1000, 0)).toEqual({ count: 1, resetAt: 1000 });
    expect(await store.incrementBelow('k', 3, 1000, 500)).toEqual({ count: 2, resetAt: 1000 });
    await store.decrement('k', 600);
    expect(await store.incrementBelow('k', 3, 1000, 700)).toEqual({ count: 2, resetAt: 1000 });
    expect(await store.incrementBelow('k', 3, 1000, 700)).toEqual({ count: 3, resetAt: 1000 });
    expect(await store.incrementBelow('k', 3, 1000, 800)).toBeNull();
    expect(await store.read(['k', 'x'], 800)).toEqual(
      new Map([['k', { count: 3, resetAt: 1000 }]]),
    );
    expect(await store.incrementBelow('k', 3, 1000, 1000)).toEqual({ count: 1, resetAt: 2000 });
    await store.clear('k');
    expect(await store.incrementBelow('k', 3, 1000, 1001)).toEqual({ count: 1, resetAt: 2001 });
  });

  it('stays within its size bound', async () => {
    const store = createMemoryAttemptStore(3);
    for (const key of ['a', 'b', 'c', 'd']) await store.incrementBelow(key, 9, 10_000, 0);
    expect(await store.incrementBelow('a', 9, 10_000, 1)).toEqual({ count: 1, resetAt: 10_001 });
    expect(await store.incrementBelow('d', 9, 10_000, 1)).toEqual({ count: 2, resetAt: 10_000 });
  });
});
