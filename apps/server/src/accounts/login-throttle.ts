import type { AttemptStore } from './attempt-store';

export interface ThrottleRule {
  /** Attempts allowed inside one window; the next one is refused until the window ends. */
  limit: number;
  windowMs: number;
}

export interface ThrottlePolicy {
  perUserName: ThrottleRule;
  perAddress: ThrottleRule;
}

/**
 * 5 failures per user name per 15 minutes is at most 480 guesses a day against one account;
 * against a password of 10 or more characters that is hopeless. The address rule is looser
 * (club members may share one address) and stops one client from trying many names.
 */
export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  perUserName: { limit: 5, windowMs: 15 * 60_000 },
  perAddress: { limit: 20, windowMs: 15 * 60_000 },
};

export interface LoginAttempt {
  userName: string;
  address: string;
}

export interface LoginThrottle {
  /**
   * Counts the attempt before the password is checked, so parallel guesses cannot all pass.
   * Returns the seconds to wait when it is refused, 0 when it may go ahead.
   */
  begin(attempt: LoginAttempt): Promise<number>;
  /** The attempt was right: forget the name's failures and take back the address's count. */
  succeeded(attempt: LoginAttempt): Promise<void>;
}

export function createLoginThrottle(
  store: AttemptStore,
  policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
  now: () => number = Date.now,
): LoginThrottle {
  // User names compare case-insensitively, so 'Admin' and 'admin' share one counter.
  const userKey = (attempt: LoginAttempt) =>
    `user:${attempt.userName.normalize('NFC').trim().toLowerCase()}`;
  const addressKey = (attempt: LoginAttempt) => `addr:${attempt.address}`;

  return {
    async begin(attempt) {
      const at = now();
      const rules = [
        [userKey(attempt), policy.perUserName],
        [addressKey(attempt), policy.perAddress],
      ] as const;
      let waitMs = 0;
      for (const [key, rule] of rules) {
        const { count, resetAt } = await store.increment(key, rule.windowMs, at);
        if (count > rule.limit) waitMs = Math.max(waitMs, resetAt - at);
      }
      // A refused attempt checks no password, so it does not count: hammering a locked name
      // must not lock the whole address as well.
      if (waitMs > 0) for (const [key] of rules) await store.decrement(key, at);
      return Math.ceil(waitMs / 1000);
    },
    async succeeded(attempt) {
      await store.clear(userKey(attempt));
      await store.decrement(addressKey(attempt), now());
    },
  };
}
