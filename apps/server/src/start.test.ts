// The real start-up path on an empty data directory.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Settings, Tussenstand } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startServer } from './start';
import { startTestServer } from './test/test-server';

describe('start', () => {
  it('seeds the demo season into an empty database, once', async () => {
    const server = await startTestServer({ empty: true });
    try {
      const standing = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
      expect(standing.rows.length).toBeGreaterThan(100);
      await server.db
        .updateTable('season')
        .set({ name: 'Gewijzigd seizoen' })
        .where('isCurrent', '=', 1)
        .execute();
      await server.stop();

      // A restart on the same directory keeps the data (no second seed) and the stored results.
      const again = await startServer(
        loadConfig({ DATA_DIR: server.dataDir, PORT: '0', LOG_LEVEL: 'silent' }),
      );
      try {
        const season = await again.db
          .selectFrom('season')
          .select(['id', 'name'])
          .where('isCurrent', '=', 1)
          .execute();
        expect(season).toEqual([{ id: 3, name: 'Gewijzigd seizoen' }]);
        // The demo's two earlier seasons, closed, once.
        expect(await again.db.selectFrom('season').select('id').orderBy('id').execute()).toEqual([
          { id: 1 },
          { id: 2 },
          { id: 3 },
        ]);
        expect(await again.db.selectFrom('deelnemer').select('id').execute()).toHaveLength(
          standing.rows.length,
        );
        // The key was generated into DATA_DIR on the first start and is used again.
        const kept = readFileSync(path.join(server.dataDir, 'api-key'), 'utf8').trim();
        const response = await fetch(`${again.url}${apiPaths.settings}`, {
          headers: { 'x-api-key': kept },
        });
        expect(response.status).toBe(200);
        expect(((await response.json()) as Settings).showAanmelding).toBeTypeOf('boolean');
      } finally {
        await again.close();
      }
    } finally {
      await server.close();
    }
  });

  it('with DEMO=false an empty database stays empty and the API shows an empty season', async () => {
    const server = await startTestServer({ empty: true, env: { DEMO: 'false' } });
    try {
      expect(await server.db.selectFrom('season').selectAll().execute()).toEqual([]);
      const standing = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
      expect(standing.rows).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
