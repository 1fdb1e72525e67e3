// One autocannon measurement: a warm-up run whose figures are dropped, then the measured run.
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, socket errors and timeouts. */
  errors: number;
  /** Mean bytes per second received. */
  throughput: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationS: number;
  warmupS: number;
  headers?: Record<string, string>;
}

async function once(options: LoadOptions, durationS: number): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: durationS,
    headers: options.headers ?? {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    throughput: result.throughput.average,
  };
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  if (options.warmupS > 0) await once(options, options.warmupS);
  return once(options, options.durationS);
}
