import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDefaultDemo } from '../demo-seed/seed-demo';

/**
 * Migrates and seeds the demo season after its earlier seasons, then closes the database.
 */
export async function seedTemplate(db: Db): Promise<void> {
  try {
    await migrateToLatest(db);
    await seedDefaultDemo(db);
  } finally {
    await db.destroy();
  }
}
