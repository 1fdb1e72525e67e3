// Start-up of several instances on one empty PostgreSQL database: they take turns, so the
// schema, the organiser and the demo season are made once, and every instance serves them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths } from '@clubelf/contract/paths';
import { describe, expect, it } from 'vitest';
import { ADMIN_ENV } from './test/api-test-client';
import { loadConfig } from './config';
import { startServer } from './start';
import { freshTestDatabase } from './test/test-database';
import { TEST_API_KEY } from './test/test-server';

describe('instances starting together on an empty PostgreSQL database', () => {
  it('seed the demo season once and serve the same results', async () => {
    // A new, empty database, as on a first deployment: no schema yet.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-start-pg-'));
    const database = await freshTestDatabase(dataDir, true);
    try {
      const env = {
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        API_KEY: TEST_API_KEY,
        LOG_LEVEL: 'silent',
        ...database.env,
        ...ADMIN_ENV,
      };
      const instances = await Promise.all([1, 2, 3].map(() => startServer(loadConfig(env))));
      try {
        const seasons = await instances[0]!.db
          .selectFrom('season')
          .select('id')
          .orderBy('id')
          .execute();
        // Seeded once: the demo's two earlier seasons and the current one.
        expect(seasons).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
        const accounts = await instances[0]!.db
          .withTables<{ account: { id: number } }>()
          .selectFrom('account')
          .select('id')
          .execute();
        expect(accounts).toHaveLength(1);

        const answers = await Promise.all(
          instances.map((i) =>
            fetch(`${i.url}${apiPaths.summary.tussenstand}`, {
              headers: { 'x-api-key': TEST_API_KEY },
            }),
          ),
        );
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
        expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(1);
      } finally {
        await Promise.all(instances.map((i) => i.close()));
      }

      // A restart finds everything in place: no second seed, the data kept.
      const again = await startServer(loadConfig(env));
      try {
        expect(await again.db.selectFrom('season').select('id').orderBy('id').execute()).toEqual([
          { id: 1 },
          { id: 2 },
          { id: 3 },
        ]);
      } finally {
        await again.close();
      }
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
