// One attempt store shared by several throttles, each under its own key prefix, so the
// participants' sign-in counts can never fill or clear the organiser's.
import type { AttemptStore } from './attempt-store';

export function prefixedAttemptStore(store: AttemptStore, prefix: string): AttemptStore {
  const key = (k: string) => `${prefix}${k}`;
  return {
    async read(keys, now) {
      const running = await store.read(keys.map(key), now);
      return new Map([...running].map(([k, v]) => [k.slice(prefix.length), v]));
    },
    incrementBelow: (k, limit, windowMs, now) => store.incrementBelow(key(k), limit, windowMs, now),
    decrement: (k, now) => store.decrement(key(k), now),
    clear: (k) => store.clear(key(k)),
  };
}
