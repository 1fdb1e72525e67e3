// A save acknowledged is on disk (issue 24, item 6; docs/decisions/022-durability.md): SQLite's
// WAL is synced at every commit, not only at checkpoints.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import type { Db } from './database';

let dir: string | undefined;
let db: Db | undefined;

afterEach(async () => {
  await db?.destroy();
  if (dir) rmSync(dir, { recursive: true, force: true });
  db = dir = undefined;
});

async function pragma(name: string): Promise<unknown> {
  const { rows } = await sql<Record<string, unknown>>`pragma ${sql.raw(name)}`.execute(db!);
  return Object.values(rows[0]!)[0];
}

describe('openDatabase', () => {
  it('syncs the WAL at every commit: synchronous FULL (2)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'clubelf-durability-'));
    db = openDatabase(join(dir, 'clubelf.db'));
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2);
  });

  it('opens with NORMAL (1) only when asked, for the bench that compares the two', async () => {
    dir = mkdtempSync(join(tmpdir(), 'clubelf-durability-'));
    db = openDatabase(join(dir, 'clubelf.db'), 'NORMAL');
    expect(await pragma('synchronous')).toBe(1);
  });
});
