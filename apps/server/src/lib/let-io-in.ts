import { setImmediate } from 'node:timers/promises';

/**
 * Lets the event loop take the requests waiting on their sockets before going on. An `await`
 * of a statement on SQLite (better-sqlite3 runs it synchronously) only yields to microtasks, so
 * a loop of such statements keeps every public read waiting until it ends; between slices of a
 * long background write (the round message to every participant who moved) this lets them in.
 */
export function letIoIn(): Promise<void> {
  return setImmediate();
}
