/**
 * Wraps a query so that every caller gets a result read after it asked, while at most one
 * query runs at a time: callers arriving during a query share the next one. Under load that is
 * one query per round trip, not one per request.
 */
export function freshReader<T>(query: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const ignore = () => undefined;

  const start = (): Promise<T> => {
    const current = query();
    running = current;
    const done = () => {
      if (running === current) running = undefined;
    };
    current.then(done, done);
    return current;
  };

  return () => {
    if (!running) return start();
    // The running query may have read before this caller came: wait for the next one. One
    // started by a later caller after this one ended is just as fresh.
    queued ??= running.then(ignore, ignore).then(() => {
      queued = undefined;
      return running ?? start();
    });
    return queued;
  };
}
