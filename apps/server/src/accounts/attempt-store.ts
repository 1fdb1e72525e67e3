/** A counter of attempts per key within a fixed window. */
export interface AttemptCount {
  count: number;
  /** Epoch milliseconds at which the window ends and the count drops to zero. */
  resetAt: number;
}

/**
 * Where the login throttle keeps its counts. In-process today; a shared store (PostgreSQL)
 * implements the same calls when several server instances must agree. `increment` must be
 * atomic: it is what stops a burst of parallel guesses from all slipping through.
 */
export interface AttemptStore {
  /** Adds one; starts a new window of `windowMs` when none is running. */
  increment(key: string, windowMs: number, now: number): Promise<AttemptCount>;
  /** Takes one back (never below zero). */
  decrement(key: string, now: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Bounded so a flood of made-up user names cannot grow memory without limit. */
export function createMemoryAttemptStore(maxKeys = 100_000): AttemptStore {
  const counts = new Map<string, AttemptCount>();

  function makeRoom(now: number) {
    for (const [key, value] of counts) if (value.resetAt <= now) counts.delete(key);
    // Still full after dropping ended windows: forget the oldest (a Map keeps insertion order).
    for (const key of counts.keys()) {
      if (counts.size < maxKeys) break;
      counts.delete(key);
    }
  }

  return {
    async increment(key, windowMs, now) {
      const current = counts.get(key);
      if (current && current.resetAt > now) {
        current.count += 1;
        return { ...current };
      }
      counts.delete(key);
      if (counts.size >= maxKeys) makeRoom(now);
      const fresh = { count: 1, resetAt: now + windowMs };
      counts.set(key, fresh);
      return { ...fresh };
    },
    async decrement(key, now) {
      const current = counts.get(key);
      if (!current || current.resetAt <= now || current.count <= 1) counts.delete(key);
      else current.count -= 1;
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}
