// Clients that read the tussenstand back to back, as a browser does (compressed): the yardstick
// of a bench that asks whether some work in the server slows the public reads (their p99 while
// it runs against their p99 idle).
import { apiPaths } from '@clubelf/contract/paths';

export interface Readers {
  latencies: number[];
  errors: number;
  stop(): Promise<void>;
}

/** Nearest rank. */
export function percentile(values: number[], p: number): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** `count` loops, each reading until `stop()`; an answer that is not 200 is an error. */
export function startReaders(url: string, apiKey: string, count: number): Readers {
  const state = { running: true, latencies: [] as number[], errors: 0 };
  const loops = Array.from({ length: count }, async () => {
    while (state.running) {
      const t = performance.now();
      try {
        const response = await fetch(`${url}${apiPaths.standen.tussenstand}`, {
          headers: { 'x-api-key': apiKey, 'accept-encoding': 'br, gzip' },
        });
        await response.arrayBuffer();
        if (response.ok) state.latencies.push(performance.now() - t);
        else state.errors++;
      } catch {
        state.errors++;
      }
    }
  });
  return {
    get latencies() {
      return state.latencies;
    },
    get errors() {
      return state.errors;
    },
    async stop() {
      state.running = false;
      await Promise.all(loops);
    },
  };
}
