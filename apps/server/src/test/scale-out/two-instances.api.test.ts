// Two app instances on one database, as behind a load balancer with no sticky routing: a
// write through either is what the other serves on the writer's very next read (which names
// the write's data version, decision 011), a sign-in and an XSRF
// cookie from one are good on the other, and the login throttle counts on both together.
// Runs on SQLite (two connections to one file) and, in server-pg, on PostgreSQL.
import { settingsSchema, tussenstandSchema } from '@clubelf/contract';
import type { Settings } from '@clubelf/contract';
import { apiPaths, DATA_VERSION_HEADER, XSRF_COOKIE } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, createApiClient } from '../api-test-client';
import { raiseDataVersion } from '../../read-model/season-repository';
import { afterDirectWrite } from '../after-direct-write';
import { publicEndpoints } from '../public-endpoints';
import { onPostgres } from '../test-database';
import { startAnotherInstance, startTestServer } from '../test-server';
import type { TestServer } from '../test-server';

let a: TestServer;
let b: TestServer;
let token: string;
let xsrf: string;

beforeAll(async () => {
  a = await startTestServer({ env: ADMIN_ENV });
  b = await startAnotherInstance(a);
  // Signed in, and handed the XSRF cookie, by instance A only.
  const client = await createApiClient(a);
  token = await client.login();
  xsrf = client.xsrf;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A write as the web app sends it, to whichever instance the balancer picked. */
function putSettings(instance: TestServer, settings: Settings) {
  return fetch(`${instance.url}${apiPaths.settings}`, {
    method: 'PUT',
    headers: {
      'x-api-key': instance.apiKey,
      authorization: `Bearer ${token}`,
      cookie: `${XSRF_COOKIE}=${xsrf}`,
      'x-xsrf-token': xsrf,
      'content-type': 'application/json',
    },
    body: JSON.stringify(settings),
  });
}

const readSettings = async (instance: TestServer) =>
  settingsSchema.parse(await instance.getJson(apiPaths.settings));

describe('two instances on one database', () => {
  it('answer every public GET with the same body and ETag', async () => {
    for (const { path } of await publicEndpoints(a)) {
      const [fromA, fromB] = await Promise.all([a.get(path), b.get(path)]);
      expect(fromB.status, path).toBe(200);
      expect(fromB.headers.get('etag'), path).toBe(fromA.headers.get('etag'));
      expect(await fromB.text(), path).toBe(await fromA.text());
    }
  });

  it('serve a write through either on the very next read through the other', async () => {
    let settings = await readSettings(a);
    for (let i = 0; i < 6; i++) {
      const [writer, reader] = i % 2 === 0 ? [a, b] : [b, a];
      // The reader has the current answer cached, with its ETag.
      const cached = await reader.get(apiPaths.settings);
      const etag = cached.headers.get('etag') ?? '';
      await cached.arrayBuffer();

      settings = { ...settings, showAanmelding: !settings.showAanmelding };
      const written = await putSettings(writer, settings);
      expect(written.status).toBe(200);
      await written.arrayBuffer();
      // The write names its data version; a read that sends it back gets data that new from
      // either instance (without it the other instance hears of the write by notification).
      const version = written.headers.get(DATA_VERSION_HEADER) ?? '';
      expect(Number(version)).toBeGreaterThan(0);

      const next = await reader.get(apiPaths.settings, {
        'if-none-match': etag,
        [DATA_VERSION_HEADER]: version,
      });
      expect(next.status).toBe(200);
      expect(next.headers.get('etag')).not.toBe(etag);
      expect(settingsSchema.parse(await next.json())).toEqual(settings);
    }
  });

  it('move the tussenstand on both after a result is saved on one', async () => {
    const before = tussenstandSchema.parse(await b.getJson(apiPaths.standen.tussenstand));
    const match = await a.db
      .selectFrom('wedstrijd')
      .select(['id'])
      .where('round', '=', before.round + 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Saved as organiserWrite saves: the data and its raised version in one transaction.
    const version = await a.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('wedstrijd')
        .set({ homeGoals: 2, awayGoals: 1 })
        .where('id', '=', match.id)
        .execute();
      return raiseDataVersion(trx);
    });
    const read = await b.get(apiPaths.standen.tussenstand, {
      [DATA_VERSION_HEADER]: String(version),
    });
    const after = tussenstandSchema.parse(await read.json());
    expect(after.round).toBe(before.round + 1);
  });

  // PostgreSQL only: on SQLite the instances are processes on one machine, whose writes SQLite
  // serialises by making the second wait (busy_timeout). Two instances in this one test process
  // would wait on each other's event loop instead.
  it.runIf(onPostgres())('end in one state when both recompute at once', async () => {
    await Promise.all([afterDirectWrite(a.app), afterDirectWrite(b.app), afterDirectWrite(a.app)]);
    const [fromA, fromB] = await Promise.all([
      a.get(apiPaths.summary.tussenstand),
      b.get(apiPaths.summary.tussenstand),
    ]);
    expect(fromA.status).toBe(200);
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
  });

  it('count failed sign-ins on both instances together', async () => {
    const attempt = (instance: TestServer) =>
      fetch(`${instance.url}${apiPaths.login}`, {
        method: 'POST',
        headers: {
          'x-api-key': instance.apiKey,
          cookie: `${XSRF_COOKIE}=${xsrf}`,
          'x-xsrf-token': xsrf,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ userName: 'onbekend', password: 'fout-wachtwoord-1' }),
      });
    // Five wrong tries per user name are allowed, wherever they land.
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? a : b)).status).toBe(401);
    const refusedOnA = await attempt(a);
    expect(refusedOnA.status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });
});
