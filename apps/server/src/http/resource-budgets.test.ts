// The descriptor limit read from /proc/self/limits and the caps derived from it (decision 019).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { defaultBudgets, FALLBACK_OPEN_FILES, readOpenFilesLimit } from './resource-budgets';

const dir = mkdtempSync(path.join(tmpdir(), 'clubelf-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             63704                63704                processes
Max open files            4096                 524288               files
Max locked memory         8388608              8388608              bytes
`;

describe('readOpenFilesLimit', () => {
  it('reads the soft limit of open files', () => {
    const file = path.join(dir, 'limits');
    writeFileSync(file, LIMITS);
    expect(readOpenFilesLimit(file)).toBe(4096);
  });

  it('falls back when the file is missing or says nothing usable', () => {
    expect(readOpenFilesLimit(path.join(dir, 'none'))).toBe(FALLBACK_OPEN_FILES);
    const odd = path.join(dir, 'odd');
    writeFileSync(
      odd,
      'Max open files            lots                 lots                 files\n',
    );
    expect(readOpenFilesLimit(odd)).toBe(FALLBACK_OPEN_FILES);
  });

  it.runIf(process.platform === 'linux')('reads this process own limit', () => {
    expect(readOpenFilesLimit()).toBeGreaterThan(0);
  });
});

describe('defaultBudgets', () => {
  it.each([
    [1024, 896, 448],
    [20_000, 18_000, 9_000],
    [65_536, 58_983, 29_491],
  ])('with %i files: %i connections, %i live streams', (files, connections, streams) => {
    const budgets = defaultBudgets(files);
    expect(budgets).toEqual({
      maxConnections: connections,
      liveStreamsMax: streams,
      liveStreamsPerAddress: 64,
    });
    expect(budgets.maxConnections).toBeLessThan(files);
  });
});

describe('the settings', () => {
  const env = (extra: Record<string, string>) => ({ DATA_DIR: dir, API_KEY: 'k', ...extra });

  it('derive from the limit when unset, and take what is given', () => {
    expect(loadConfig(env({}), 2048)).toMatchObject({
      maxConnections: 1844,
      liveStreamsMax: 922,
      liveStreamsPerAddress: 64,
    });
    expect(
      loadConfig(env({ MAX_CONNECTIONS: '500', LIVE_STREAMS_PER_ADDRESS: '5' }), 2048),
    ).toMatchObject({ maxConnections: 500, liveStreamsMax: 250, liveStreamsPerAddress: 5 });
  });

  it('stop the start naming the setting over its bound', () => {
    expect(() => loadConfig(env({ MAX_CONNECTIONS: '5000' }), 4096)).toThrow(ConfigError);
    expect(() => loadConfig(env({ MAX_CONNECTIONS: '5000' }), 4096)).toThrow(/MAX_CONNECTIONS/);
    expect(() => loadConfig(env({ LIVE_STREAMS_MAX: '4000' }), 4096)).toThrow(/LIVE_STREAMS_MAX/);
    expect(() =>
      loadConfig(env({ LIVE_STREAMS_MAX: '10', LIVE_STREAMS_PER_ADDRESS: '11' }), 4096),
    ).toThrow(/LIVE_STREAMS_PER_ADDRESS/);
    expect(() => loadConfig(env({ LIVE_STREAMS_MAX: '0' }), 4096)).toThrow(/LIVE_STREAMS_MAX/);
  });
});
