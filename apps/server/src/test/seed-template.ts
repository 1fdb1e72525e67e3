import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDefaultDemo } from '../demo-seed/seed-demo';
import { recomputeSeason } from '../season/recompute';

/**
 * Migrates, seeds the demo season after its earlier seasons and stores its results, then
 * closes the database.
 */
export async function seedTemplate(db: Db): Promise<void> {
  try {
    await migrateToLatest(db);
    await seedDefaultDemo(db);
    await recomputeSeason(db);
  } finally {
    await db.destroy();
  }
}
