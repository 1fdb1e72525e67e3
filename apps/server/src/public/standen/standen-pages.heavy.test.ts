// At 10,000 participants the first screen of the tussenstand stays small (the heavy tier: a
// season that size takes minutes to seed and compute on a busy machine).
import { STAND_PAGE_SIZE } from '@clubelf/contract';
import type { TussenstandPage } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { generateDemoSeason } from '@clubelf/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { seedDemoSeason } from '../../demo-seed/seed-demo';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';

const TUSSENSTAND = apiPaths.standen.tussenstand;

describe('standen in pages at 10,000 participants', () => {
  const DEELNEMERS = 10_000;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      empty: true,
      env: { DEMO: 'false' },
      prepare: async (location) => {
        const db = connectDatabase(location);
        try {
          await migrateToLatest(db);
          // No recompute here: the server computes the season when it starts on it.
          await seedDemoSeason(db, generateDemoSeason({ deelnemerCount: DEELNEMERS }));
        } finally {
          await db.destroy();
        }
      },
    });
  }, 300_000);
  afterAll(() => server?.close());

  it('keeps the first screen of the tussenstand within 50 KB of JSON', async () => {
    const fullBytes = (await (await server.get(TUSSENSTAND)).arrayBuffer()).byteLength;
    const first = await server.get(`${TUSSENSTAND}?vanaf=0&aantal=${STAND_PAGE_SIZE}`);
    const bytes = (await first.clone().arrayBuffer()).byteLength;
    const page = (await first.json()) as TussenstandPage;
    expect(page.total).toBe(DEELNEMERS);
    expect(page.rows).toHaveLength(STAND_PAGE_SIZE);
    expect(bytes).toBeLessThanOrEqual(50 * 1024);
    expect(fullBytes).toBeGreaterThan(1_000_000);
    // The neighbourhood of someone far down is just as small.
    const far = await server.getJson<TussenstandPage>(`${TUSSENSTAND}?vanaf=9000&aantal=1`);
    const around = await server.get(
      `${TUSSENSTAND}?rond=${far.rows[0]!.deelnemerId}&aantal=${STAND_PAGE_SIZE}`,
    );
    expect((await around.arrayBuffer()).byteLength).toBeLessThanOrEqual(50 * 1024);
  }, 60_000);
});
