import type { AttemptStore } from './attempt-store';

export interface ThrottleRule {
  /** Failed logins allowed inside one window before further attempts are refused. */
  limit: number;
  windowMs: number;
}

export interface ThrottlePolicy {
  perUserName: ThrottleRule;
  perAddress: ThrottleRule;
}

/**
 * 5 failures per user name per 15 minutes is at most 480 guesses a day against one account;
 * against a password of 10+ characters that is hopeless. The address rule is looser because
 * a club's members may share one address, and it stops one client from spraying many names.
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
  /** Seconds to wait before this attempt may be tried; 0 when it may go ahead. */
  retryAfterSeconds(attempt: LoginAttempt): Promise<number>;
  recordFailure(attempt: LoginAttempt): Promise<void>;
  recordSuccess(attempt: LoginAttempt): Promise<void>;
}

export function createLoginThrottle(
  store: AttemptStore,
  policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
  now: () => number = Date.now,
): LoginThrottle {
  // User names compare case-insensitively, so 'Admin' and 'admin' share one counter.
  const keys = ({ userName, address }: LoginAttempt) =>
    [
      [`user:${userName.trim().toLowerCase()}`, policy.perUserName],
      [`addr:${address}`, policy.perAddress],
    ] as const;

  return {
    async retryAfterSeconds(attempt) {
      const at = now();
      let waitMs = 0;
      for (const [key, rule] of keys(attempt)) {
        const count = await store.get(key, at);
        if (count && count.count >= rule.limit) waitMs = Math.max(waitMs, count.resetAt - at);
      }
      return Math.ceil(waitMs / 1000);
    },
    async recordFailure(attempt) {
      const at = now();
      for (const [key, rule] of keys(attempt)) await store.increment(key, rule.windowMs, at);
    },
    async recordSuccess(attempt) {
      // Only the name's counter: a success must not wipe the address's record of spraying other names.
      const [[userKey]] = keys(attempt);
      await store.clear(userKey);
    },
  };
}
