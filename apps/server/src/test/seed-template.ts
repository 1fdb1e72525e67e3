import { generateDemoSeason } from '@clubelf/demo';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoSeason } from '../demo-seed/seed-demo';
import { recomputeSeason } from '../season/recompute';

/** Migrates, seeds the demo season and stores its results, then closes the database. */
export async function seedTemplate(db: Db): Promise<void> {
  try {
    await migrateToLatest(db);
    await seedDemoSeason(db, generateDemoSeason());
    await recomputeSeason(db);
  } finally {
    await db.destroy();
  }
}
