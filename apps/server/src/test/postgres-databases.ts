// Databases on the test PostgreSQL server: one template seeded per run, and a fresh copy of it
// (CREATE DATABASE ... TEMPLATE, a file copy: no seeding again) for every test server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL (trust authentication); TEST_DATABASE_URL points elsewhere. */
export const TEST_POSTGRES_URL =
  // eslint-disable-next-line no-restricted-properties -- the test run's setting, not the server's
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const NAME_PREFIX = 'clubelf_test_';

/** The URL of another database on the same server. */
export function databaseUrl(name: string, base = TEST_POSTGRES_URL): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL for the tests is not reachable at ${TEST_POSTGRES_URL}: start it (.ci/run ` +
        'does) or set TEST_DATABASE_URL',
      { cause: error },
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database, or a copy of `template`. The name carries this process's id, so a
 * later run can tell the leftovers of a crashed one.
 */
export async function createTestDatabase(template?: string): Promise<string> {
  const name = `${NAME_PREFIX}${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (client) => {
    // Names are made here from safe characters only; identifiers cannot be bound parameters.
    const from = template ? ` template "${template}"` : ' template template0';
    await client.query(`create database "${name}"${from}`);
  });
  return name;
}

export async function dropTestDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`));
}

/** Drops the databases of test processes that no longer run (a run that was killed). */
export async function dropLeftoverDatabases(): Promise<void> {
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${NAME_PREFIX}%`],
    );
    for (const { datname } of rows) {
      const pid = Number(datname.slice(NAME_PREFIX.length).split('_')[0]);
      if (Number.isInteger(pid) && !isRunning(pid)) {
        await client.query(`drop database if exists "${datname}" with (force)`);
      }
    }
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
