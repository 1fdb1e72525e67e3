/** A counter of failed attempts per key within a fixed window. */
export interface AttemptCount {
  count: number;
  /** Epoch milliseconds at which the window ends and the count drops to zero. */
  resetAt: number;
}

/**
 * Where the login throttle keeps its counts. In-process today; a shared store (PostgreSQL)
 * implements the same three calls when several server instances must agree.
 */
export interface AttemptStore {
  get(key: string, now: number): Promise<AttemptCount | undefined>;
  /** Adds one failure; starts a new window of `windowMs` when none is running. */
  increment(key: string, windowMs: number, now: number): Promise<AttemptCount>;
  clear(key: string): Promise<void>;
}

/** Bounded so a flood of made-up user names cannot grow memory without limit. */
export function createMemoryAttemptStore(maxKeys = 100_000): AttemptStore {
  const counts = new Map<string, AttemptCount>();

  function prune(now: number) {
    for (const [key, value] of counts) if (value.resetAt <= now) counts.delete(key);
    // Still full after dropping expired windows: forget the oldest entries (Map keeps insertion order).
    for (const key of counts.keys()) {
      if (counts.size < maxKeys) break;
      counts.delete(key);
    }
  }

  return {
    async get(key, now) {
      const value = counts.get(key);
      if (value && value.resetAt <= now) {
        counts.delete(key);
        return undefined;
      }
      return value && { ...value };
    },
    async increment(key, windowMs, now) {
      const current = counts.get(key);
      if (current && current.resetAt > now) {
        current.count += 1;
        return { ...current };
      }
      if (counts.size >= maxKeys) prune(now);
      const fresh = { count: 1, resetAt: now + windowMs };
      counts.delete(key);
      counts.set(key, fresh);
      return { ...fresh };
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}
