// How many connections and live streams one instance takes on, from the number of files it may
// have open (issue 24, decision 019): every socket is a descriptor, and a server at its limit
// fails everyone (EMFILE), so the caps sit below it with room for what else needs descriptors.
import { readFileSync } from 'node:fs';

/** When the limit cannot be read (not Linux): the usual soft limit on Linux and macOS shells. */
export const FALLBACK_OPEN_FILES = 1024;

/** The soft "Max open files" of this process (/proc/self/limits), else the fallback. */
export function readOpenFilesLimit(limitsFile = '/proc/self/limits'): number {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === 'unlimited') return Number.MAX_SAFE_INTEGER;
    const limit = Number(soft);
    return Number.isSafeInteger(limit) && limit > 0 ? limit : FALLBACK_OPEN_FILES;
  } catch {
    return FALLBACK_OPEN_FILES;
  }
}

export interface ResourceBudgets {
  /** Open connections (sockets) the HTTP server accepts; more are closed at once by Node. */
  maxConnections: number;
  /** Live streams (GET /api/live) at once on this instance. */
  liveStreamsMax: number;
  /** Live streams at once from one client address. */
  liveStreamsPerAddress: number;
}

/** A household or an office behind one address has a few tabs open, not hundreds. */
export const LIVE_STREAMS_PER_ADDRESS = 64;

/**
 * The defaults for a process that may open `openFiles` files: a tenth (at least 128) kept for
 * the database (SQLite's files, the PostgreSQL pool and its listening connection), backups,
 * imports, logs and the runtime; the rest for connections, of which at most half are live
 * streams, so ordinary requests always find room.
 */
export function defaultBudgets(openFiles: number): ResourceBudgets {
  const limit = Math.min(openFiles, 1_000_000);
  const reserved = Math.max(128, Math.floor(limit / 10));
  const maxConnections = Math.max(16, limit - reserved);
  const liveStreamsMax = Math.max(1, Math.floor(maxConnections / 2));
  return {
    maxConnections,
    liveStreamsMax,
    liveStreamsPerAddress: Math.min(LIVE_STREAMS_PER_ADDRESS, liveStreamsMax),
  };
}

/**
 * The budgets from the settings given (the rest from the defaults for `openFiles`), or what is
 * wrong with them: connections below the descriptor limit, streams below the connections.
 */
export function resolveBudgets(
  given: Partial<ResourceBudgets>,
  openFiles: number,
): { budgets: ResourceBudgets } | { problems: string[] } {
  const defaults = defaultBudgets(openFiles);
  const maxConnections = given.maxConnections ?? defaults.maxConnections;
  const liveStreamsMax =
    given.liveStreamsMax ?? Math.min(defaults.liveStreamsMax, Math.floor(maxConnections / 2));
  const liveStreamsPerAddress =
    given.liveStreamsPerAddress ?? Math.min(defaults.liveStreamsPerAddress, liveStreamsMax);
  const problems: string[] = [];
  if (maxConnections >= openFiles) {
    problems.push(
      `MAX_CONNECTIONS: must be below the ${openFiles} files this process may open (ulimit -n)`,
    );
  }
  if (liveStreamsMax >= maxConnections) {
    problems.push(`LIVE_STREAMS_MAX: must be below MAX_CONNECTIONS (${maxConnections})`);
  }
  if (liveStreamsPerAddress > liveStreamsMax) {
    problems.push(`LIVE_STREAMS_PER_ADDRESS: must be at most LIVE_STREAMS_MAX (${liveStreamsMax})`);
  }
  return problems.length > 0
    ? { problems }
    : { budgets: { maxConnections, liveStreamsMax, liveStreamsPerAddress } };
}
