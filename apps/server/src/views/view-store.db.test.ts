// Two stores on one database, as two instances have: a recompute through either shows in the
// other on its very next read (SQLite here, PostgreSQL in server-pg).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { openTestDatabase } from '../test/test-database';
import type { OpenedTestDatabase } from '../test/test-database';
import { etagOf } from './view';
import { ViewStore } from './view-store';
import { replaceViews } from './views-repository';

const view = (key: string, body: string) => ({ key, body, etag: etagOf(body) });

async function store(db: Db, views: ReturnType<typeof view>[]) {
  await db.transaction().execute((trx) => replaceViews(trx, views, new Date().toISOString()));
}

let database: OpenedTestDatabase;
beforeEach(async () => {
  database = await openTestDatabase({ count: 2 });
});
afterEach(() => database.close());

describe('ViewStore across instances', () => {
  it('serves a view replaced through another connection on the next read', async () => {
    const [a, b] = database.connections as [Db, Db];
    await store(a, [view('summary', '{"round":1}')]);
    const cacheA = new ViewStore(a);
    const cacheB = new ViewStore(b);
    expect((await cacheA.get('summary'))?.body).toBe('{"round":1}');
    expect((await cacheB.get('summary'))?.body).toBe('{"round":1}');

    for (let round = 2; round <= 5; round++) {
      // Alternate the writing instance; the other must not answer from its cache.
      const [writer, reader] = round % 2 ? [a, cacheB] : [b, cacheA];
      await store(writer, [view('summary', `{"round":${round}}`)]);
      expect((await reader.get('summary'))?.body).toBe(`{"round":${round}}`);
    }
  });

  it('forgets a view that another instance removed', async () => {
    const [a, b] = database.connections as [Db, Db];
    await store(a, [view('beker:9', '{}')]);
    const cacheB = new ViewStore(b);
    expect(await cacheB.get('beker:9')).toBeDefined();
    await store(a, []);
    expect(await cacheB.get('beker:9')).toBeUndefined();
  });

  it('keeps serving from its cache while nothing changed', async () => {
    const [a] = database.connections as [Db];
    await store(a, [view('summary', '{"round":1}')]);
    const cache = new ViewStore(a);
    const first = await cache.get('summary');
    // The same object: no second read of the body.
    expect(await cache.get('summary')).toBe(first);
  });
});
