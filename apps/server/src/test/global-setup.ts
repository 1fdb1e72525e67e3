// Seeds the demo season once per test run into a template database file; API test files copy
// it, so each gets a fresh real SQLite file without generating the season again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateDemoSeason } from '@clubelf/demo';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoSeason } from '../demo-seed/seed-demo';
import { recomputeSeason } from '../season/recompute';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDbFile: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'clubelf-template-'));
  const file = path.join(dir, 'template.db');
  const db = openDatabase(file);
  try {
    await migrateToLatest(db);
    await seedDemoSeason(db, generateDemoSeason());
    await recomputeSeason(db);
  } finally {
    // Closing checkpoints the WAL into the file, so copying the file alone is enough.
    await db.destroy();
  }
  project.provide('seededDbFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
