// Seeds the demo season once per test run into a template SQLite file; API test files copy
// it, so each gets a fresh real SQLite file without generating the season again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { seedTemplate } from './seed-template';

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'clubelf-template-'));
  const file = path.join(dir, 'template.db');
  // Closing checkpoints the WAL into the file, so copying the file alone is enough.
  await seedTemplate(openDatabase(file));
  project.provide('testDatabase', { kind: 'sqlite', seededFile: file });
  return () => rmSync(dir, { recursive: true, force: true });
}
