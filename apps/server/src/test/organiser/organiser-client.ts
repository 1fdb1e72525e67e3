// For organiser API tests: a signed-in client over real HTTP (API key, XSRF cookie and header,
// bearer token) and a fingerprint of every table an organiser write may touch.
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../../db/database';
import { ADMIN_ENV, createApiClient } from '../api-test-client';
import type { SendOptions } from '../api-test-client';
import { startTestServer } from '../test-server';
import type { TestServer, TestServerOptions } from '../test-server';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export type OrganiserClient = Awaited<ReturnType<typeof createOrganiserClient>>;

export async function createOrganiserClient(server: TestServer) {
  const client = await createApiClient(server);
  const token = await client.login();

  async function call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: SendOptions = {},
  ): Promise<Answer<T>> {
    const response = await client.send(path, { method, body, token, ...options });
    const text = await response.text();
    return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
  }

  /** The call, which must answer `status`; its body. */
  async function ok<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    status = 200,
  ): Promise<T> {
    const answer = await call<T>(method, path, body);
    expect(answer, `${method} ${path}`).toMatchObject({ status });
    return answer.body;
  }

  return { ...client, token, call, ok };
}

/** A test server (seeded demo copy unless empty) with the test organiser account. */
export async function startOrganiserServer(options: TestServerOptions = {}) {
  const server = await startTestServer({ ...options, env: { ...ADMIN_ENV, ...options.env } });
  const client = await createOrganiserClient(server);
  return { server, client };
}

const TABLES = [
  'season',
  'club',
  'team',
  'speler',
  'wedstrijd',
  'spelerEvents',
  'deelnemer',
  'deelnemerSubcompetitie',
  'selectieSpeler',
  'transfer',
  'bekerRonde',
  'bekerDuel',
  'transferWindow',
  'auditLog',
  'inleg',
  'inlegBetaling',
  'aanmelding',
  'privacy',
  'persoon',
  'seasonResult',
  'seasonPrize',
] as const;

/** A hash of every row of the season's tables: equal = nothing written. */
export async function dataFingerprint(db: Db): Promise<string> {
  const hash = createHash('sha256');
  for (const table of TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    const lines = rows.map((r) => JSON.stringify(r)).sort();
    hash.update(`${table}:${lines.length}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}

export async function auditCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('auditLog')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function lastAudit(db: Db) {
  return db
    .selectFrom('auditLog')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}
