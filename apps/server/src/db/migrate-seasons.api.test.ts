// Migration 0007 on a database made by the migrations before it, holding the demo season as
// the server of that time seeded it: every public answer afterwards is byte for byte the one
// that server gave (fixtures/demo-answers-0006.json, recorded from it), the season becomes the
// first of many, and every participant a person. On SQLite and PostgreSQL.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Deelnemers } from '@clubelf/contract';
import { seizoenenSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { generateDemoSeason } from '@clubelf/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutLaterFields } from '../test/later-fields';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { connectDatabase } from './database';
import { seedDemoSeasonAt0006 } from './fixtures/seed-demo-0006';
import { migrateTo } from './migrate';

const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/demo-answers-0006.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

describe('migration 0007 of a single-season database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      empty: true,
      env: { DEMO: 'false' },
      prepare: async (location) => {
        const db = connectDatabase(location);
        try {
          await migrateTo(db, '0006-data-version');
          await seedDemoSeasonAt0006(db, generateDemoSeason());
        } finally {
          await db.destroy();
        }
      },
    });
  }, 120_000);
  afterAll(() => server?.close());

  it('answers every public GET byte for byte as before the migration', async () => {
    const paths = Object.keys(recorded);
    expect(paths.length).toBeGreaterThan(100);
    const differing: string[] = [];
    for (const path of paths) {
      const response = await server.get(path);
      expect(response.status, path).toBe(200);
      let text = await response.text();
      if (path === apiPaths.deelnemers) {
        // The one answer that grew: each entry names its person (the same id, for everyone
        // who was there before).
        const list = JSON.parse(text) as Deelnemers;
        expect(list.every((d) => d.persoonId === d.id)).toBe(true);
        text = JSON.stringify(list.map(({ persoonId: _persoon, ...rest }) => rest));
      }
      // Answered as before but for the fields added since; those are checked elsewhere.
      if (hash(withoutLaterFields(text)) !== recorded[path]) differing.push(path);
    }
    expect(differing).toEqual([]);
  });

  it('makes the season the first and current one, still running', async () => {
    const seasons = seizoenenSchema.parse(await server.getJson(apiPaths.seizoenen));
    expect(seasons).toEqual([
      expect.objectContaining({ id: 1, isCurrent: true, isFinished: false, closedAt: null }),
    ]);
    const persons = await server.db.selectFrom('persoon').select('id').execute();
    const deelnemers = await server.db.selectFrom('deelnemer').select('id').execute();
    expect(persons.length).toBe(deelnemers.length);
  });
});
