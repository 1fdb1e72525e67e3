import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { etagOf } from './view';
import { ViewStore } from './view-store';
import { replaceViews } from './views-repository';

let dir: string;
let db: Db;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'clubelf-view-store-'));
  db = openDatabase(path.join(dir, 'test.db'));
  await migrateToLatest(db);
  const body = '{"round":3}';
  await db
    .transaction()
    .execute((trx) =>
      replaceViews(trx, [{ key: 'summary', body, etag: etagOf(body) }], new Date().toISOString()),
    );
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('ViewStore when the generation cannot be read', () => {
  it('answers from its cache, and fails a view it does not have', async () => {
    let reachable = true;
    const store = new ViewStore(db, {
      readGeneration: async () => {
        if (!reachable) throw new Error('connection refused');
        return 1;
      },
    });
    expect((await store.get('summary'))?.body).toBe('{"round":3}');
    reachable = false;
    expect((await store.get('summary'))?.body).toBe('{"round":3}');
    await expect(store.get('beker:1')).rejects.toThrow('connection refused');
  });
});

describe('ViewStore compression', () => {
  it('compresses a body once per encoding, for every request that asks', async () => {
    const store = new ViewStore(db);
    const view = await store.get('summary');
    const [a, b] = await Promise.all([
      store.compressed(view!, 'br'),
      store.compressed(view!, 'br'),
    ]);
    expect(a).toBe(b);
    expect(await store.compressed(view!, 'gzip')).not.toBe(a);
  });
});
