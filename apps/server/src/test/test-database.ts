import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { connectDatabase } from '../db/database';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, databaseUrl, dropTestDatabase } from './postgres-databases';

/** Where this test run's seeded demo database is (provided by the project's global setup). */
export type TestDatabase =
  { kind: 'sqlite'; seededFile: string } | { kind: 'postgres'; seededDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}

export function testDatabase(): TestDatabase {
  return inject('testDatabase');
}

export const onPostgres = () => testDatabase().kind === 'postgres';

/** Needed on PostgreSQL, where instances share their secrets through the environment. */
export const TEST_JWT_SECRET = 'test-jwt-secret-for-the-api-tests-0123456789';

/** A fresh database for one test server: its settings, and how to throw it away. */
export async function freshTestDatabase(
  dataDir: string,
  empty = false,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const seeded = testDatabase();
  if (seeded.kind === 'sqlite') {
    if (!empty) copyFileSync(seeded.seededFile, path.join(dataDir, 'clubelf.db'));
    return { env: {}, drop: async () => undefined };
  }
  const name = await createTestDatabase(empty ? undefined : seeded.seededDatabase);
  return {
    env: { DATABASE_URL: databaseUrl(name), DATABASE_POOL_SIZE: '4', JWT_SECRET: TEST_JWT_SECRET },
    drop: () => dropTestDatabase(name),
  };
}

export interface OpenedTestDatabase {
  /** Separate connections to one fresh database, as separate instances would have. */
  connections: Db[];
  /** PostgreSQL's address (undefined on SQLite). */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/** A fresh migrated database (empty, or a copy of the seeded demo) with `count` connections. */
export async function openTestDatabase(
  options: { seeded?: boolean; count?: number } = {},
): Promise<OpenedTestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-db-'));
  const fresh = await freshTestDatabase(dataDir, !options.seeded);
  const location = {
    dbFile: path.join(dataDir, 'clubelf.db'),
    databaseUrl: fresh.env.DATABASE_URL,
    databasePoolSize: 4,
  };
  const connections = Array.from({ length: options.count ?? 1 }, () => connectDatabase(location));
  const close = async () => {
    await Promise.all(connections.map((db) => db.destroy()));
    await fresh.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrateToLatest(connections[0]!);
  } catch (error) {
    await close();
    throw error;
  }
  return { connections, databaseUrl: fresh.env.DATABASE_URL, close };
}
