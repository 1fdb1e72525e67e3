// Saves during a recompute share the next one (used by season-read-model.ts).
/**
 * Coalesces calls to `run`: at most one run at a time, and every call resolves (or fails) with
 * a run that began after the call. A call while nothing runs starts a run at once; all calls
 * arriving while one runs share ONE next run, which starts when the running one ends (failed or
 * not), so it loads every write committed before those calls. N saves during a recompute cost
 * one more recompute, not N. `afterEach` runs after every run.
 */
export function coalesce<T>(
  run: () => Promise<T>,
  afterEach: () => void = () => {},
): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const ignore = () => undefined;

  const start = (): Promise<T> => {
    const current = Promise.resolve()
      .then(run)
      .finally(() => {
        if (running === current) running = undefined;
        afterEach();
      });
    running = current;
    return current;
  };

  return () => {
    // A next run not yet started begins after this call: share it. (Checked first: between a
    // run's end and the next one's start, a caller must not start a third alongside.)
    if (queued) return queued;
    if (!running) return start();
    // The running one may have loaded before this caller's write: wait for the next one.
    queued = running.then(ignore, ignore).then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };
}
