import { describe, expect, it } from 'vitest';
import { createMemoryAttemptStore } from './attempt-store';
import { createLoginThrottle } from './login-throttle';

const policy = {
  perUserName: { limit: 3, windowMs: 60_000 },
  perAddress: { limit: 5, windowMs: 120_000 },
};

function setup() {
  const clock = { now: 1_000_000 };
  const throttle = createLoginThrottle(createMemoryAttemptStore(), policy, () => clock.now);
  return { clock, throttle };
}

describe('login throttle', () => {
  it('refuses a user name after its limit of failures until the window ends', async () => {
    const { clock, throttle } = setup();
    const attempt = { userName: 'organisator', address: '10.0.0.1' };
    for (let i = 0; i < 3; i++) {
      expect(await throttle.retryAfterSeconds(attempt)).toBe(0);
      await throttle.recordFailure(attempt);
    }
    expect(await throttle.retryAfterSeconds(attempt)).toBe(60);
    // Another address gets no way round the per-name limit.
    expect(await throttle.retryAfterSeconds({ userName: 'ORGANISATOR', address: '10.0.0.2' })).toBe(60);
    clock.now += 59_500;
    expect(await throttle.retryAfterSeconds(attempt)).toBe(1);
    clock.now += 500;
    expect(await throttle.retryAfterSeconds(attempt)).toBe(0);
  });

  it('refuses an address that tries many user names', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) await throttle.recordFailure({ userName: `naam${i}`, address: '10.0.0.9' });
    expect(await throttle.retryAfterSeconds({ userName: 'nieuwe-naam', address: '10.0.0.9' })).toBe(120);
    expect(await throttle.retryAfterSeconds({ userName: 'nieuwe-naam', address: '10.0.0.8' })).toBe(0);
  });

  it('forgets the failures of a name after a successful login, but not those of the address', async () => {
    const { throttle } = setup();
    const attempt = { userName: 'jan', address: '10.0.0.3' };
    for (let i = 0; i < 2; i++) await throttle.recordFailure(attempt);
    await throttle.recordSuccess(attempt);
    for (let i = 0; i < 2; i++) await throttle.recordFailure(attempt);
    expect(await throttle.retryAfterSeconds(attempt)).toBe(0);
    await throttle.recordFailure(attempt);
    expect(await throttle.retryAfterSeconds({ userName: 'jan', address: '10.0.0.4' })).toBe(60);
  });
});

describe('memory attempt store', () => {
  it('starts a new window once the old one has ended', async () => {
    const store = createMemoryAttemptStore();
    expect(await store.increment('k', 1000, 0)).toEqual({ count: 1, resetAt: 1000 });
    expect(await store.increment('k', 1000, 500)).toEqual({ count: 2, resetAt: 1000 });
    expect(await store.get('k', 999)).toEqual({ count: 2, resetAt: 1000 });
    expect(await store.get('k', 1000)).toBeUndefined();
    expect(await store.increment('k', 1000, 1000)).toEqual({ count: 1, resetAt: 2000 });
  });

  it('stays within its size bound', async () => {
    const store = createMemoryAttemptStore(3);
    for (const key of ['a', 'b', 'c', 'd']) await store.increment(key, 10_000, 0);
    expect(await store.get('a', 1)).toBeUndefined();
    expect(await store.get('d', 1)).toEqual({ count: 1, resetAt: 10_000 });
  });
});
