/** A counter of attempts per key within a fixed window. */
export interface AttemptCount {
  count: number;
  /** Epoch milliseconds at which the window ends and the count drops to zero. */
  resetAt: number;
}

/**
 * Where the login throttle keeps its counts: in-process, or in the database when several server
 * instances must agree. Checking reads only, so a refused attempt writes nothing; counting is
 * one atomic step that refuses to pass the limit, so a burst of parallel guesses cannot all
 * slip through between the check and the count.
 */
export interface AttemptStore {
  /** The running windows among these keys (ended and unknown keys are left out). Reads only. */
  read(keys: readonly string[], now: number): Promise<Map<string, AttemptCount>>;
  /**
   * Adds one, starting a new window of `windowMs` when none is running, unless the running
   * window already holds `limit`: then nothing is written and the answer is null.
   */
  incrementBelow(
    key: string,
    limit: number,
    windowMs: number,
    now: number,
  ): Promise<AttemptCount | null>;
  /** Takes one back (a count that reaches zero is removed). */
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
    async read(keys, now) {
      const running = new Map<string, AttemptCount>();
      for (const key of keys) {
        const current = counts.get(key);
        if (current && current.resetAt > now) running.set(key, { ...current });
      }
      return running;
    },
    async incrementBelow(key, limit, windowMs, now) {
      const current = counts.get(key);
      if (current && current.resetAt > now) {
        if (current.count >= limit) return null;
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
