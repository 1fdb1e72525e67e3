import type { AttemptStore } from './attempt-store';

export interface ThrottleRule {
  /** Attempts allowed inside one window; the next one is refused until the window ends. */
  limit: number;
  windowMs: number;
}

export interface ThrottlePolicy {
  perUserName: ThrottleRule;
  perAddress: ThrottleRule;
  /** A browser that signed in to the account before (device cookie): its own counter. */
  perDevice: ThrottleRule;
}

/**
 * 5 failures per user name per 15 minutes is at most 480 guesses a day against one account;
 * against a password of 10 or more characters that is hopeless. The address rule is looser
 * (club members may share one address) and stops one client from trying many names. A known
 * device gets the name's limit for itself alone (decision 008).
 */
export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  perUserName: { limit: 5, windowMs: 15 * 60_000 },
  perAddress: { limit: 20, windowMs: 15 * 60_000 },
  perDevice: { limit: 5, windowMs: 15 * 60_000 },
};

export interface LoginAttempt {
  userName: string;
  address: string;
  /**
   * The browser's device, when it carries a valid device cookie of this very account (see
   * device-cookie.ts): its attempts are counted per device, not against the name and address,
   * so an attack from elsewhere does not lock it out.
   */
  device?: string | undefined;
}

export interface LoginThrottle {
  /**
   * Counts the attempt before the password is checked, so parallel guesses cannot all pass.
   * Returns the seconds to wait when it is refused (and then writes nothing), 0 when it may go
   * ahead.
   */
  begin(attempt: LoginAttempt): Promise<number>;
  /** The attempt was right: forget the failures it was counted against. */
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

  // The address first: a sprayer of made-up names is stopped there before a name row is made.
  const rulesOf = (attempt: LoginAttempt): [string, ThrottleRule][] =>
    attempt.device
      ? [[`device:${attempt.device}`, policy.perDevice]]
      : [
          [addressKey(attempt), policy.perAddress],
          [userKey(attempt), policy.perUserName],
        ];

  const waitSeconds = (resetAt: number, at: number) =>
    Math.max(1, Math.ceil((resetAt - at) / 1000));

  return {
    async begin(attempt) {
      const at = now();
      const rules = rulesOf(attempt);
      // Checked by reading: a refused attempt checks no password, so it writes nothing (a flood
      // of refused attempts costs no rows) and does not count (hammering a locked name must not
      // lock the whole address as well).
      const running = await store.read(
        rules.map(([key]) => key),
        at,
      );
      let waitUntil = 0;
      for (const [key, rule] of rules) {
        const current = running.get(key);
        if (current && current.count >= rule.limit)
          waitUntil = Math.max(waitUntil, current.resetAt);
      }
      if (waitUntil > 0) return waitSeconds(waitUntil, at);

      const counted: string[] = [];
      for (const [key, rule] of rules) {
        const count = await store.incrementBelow(key, rule.limit, rule.windowMs, at);
        if (count) {
          counted.push(key);
          continue;
        }
        // Parallel attempts took the last places since the check: take ours back and refuse.
        for (const done of counted) await store.decrement(done, at);
        const reached = (await store.read([key], at)).get(key);
        return waitSeconds(reached?.resetAt ?? at + rule.windowMs, at);
      }
      return 0;
    },
    async succeeded(attempt) {
      if (attempt.device) {
        await store.clear(`device:${attempt.device}`);
        return;
      }
      await store.clear(userKey(attempt));
      await store.decrement(addressKey(attempt), now());
    },
  };
}
