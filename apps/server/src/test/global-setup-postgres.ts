// The same as global-setup.ts on PostgreSQL: the demo season is seeded once into a template
// database; every test server starts on its own copy (CREATE DATABASE ... TEMPLATE).
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/database';
import {
  createTestDatabase,
  databaseUrl,
  dropLeftoverDatabases,
  dropTestDatabase,
} from './postgres-databases';
import { seedTemplate } from './seed-template';

export default async function setup(project: TestProject) {
  await dropLeftoverDatabases();
  const template = await createTestDatabase();
  try {
    // Closed before anything copies it: a template must have no open connection.
    await seedTemplate(openPostgres(databaseUrl(template), 3));
  } catch (error) {
    await dropTestDatabase(template);
    throw error;
  }
  project.provide('testDatabase', { kind: 'postgres', seededDatabase: template });
  return () => dropTestDatabase(template);
}
