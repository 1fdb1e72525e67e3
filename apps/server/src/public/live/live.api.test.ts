// GET /api/live over real HTTP: the current data version on connect, a `changed` event when an
// organiser's save is served (by this instance, and by a second one on the same database), 401
// without the key, and the streams ended when the server closes.
// Runs on SQLite and, in server-pg, on PostgreSQL.
import { liveChangedSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, createApiClient } from '../../test/api-test-client';
import { startAnotherInstance, startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { openLiveStream, saveAGoalMore } from './live-test-support';

let server: TestServer;

beforeAll(async () => {
  // A second instance on SQLite learns of the first's writes by its periodic look (decision
  // 011); sooner than the default 5 s here, so the test is quick.
  server = await startTestServer({ env: { ...ADMIN_ENV, STALE_VIEWS_CHECK_MS: '500' } });
});
afterAll(() => server?.close());

describe('GET /api/live', () => {
  it('says the data version on connect and `changed` once a save is served', async () => {
    const stream = await openLiveStream(server.url, server.apiKey);
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.response.headers['cache-control']).toBe('no-store');
      expect(stream.response.headers['content-encoding']).toBeUndefined();
      expect(stream.response.headers['content-security-policy']).toBeTruthy();
      const first = await stream.nextEvent();
      expect(first.event).toBe('changed');
      const { dataVersion: before } = liveChangedSchema.parse(JSON.parse(first.data));

      const client = await createApiClient(server);
      const token = await client.login();
      const written = await saveAGoalMore(client, token);
      expect(written).toBeGreaterThan(before);

      // The event names the version being served: at least that of the save.
      let event = await stream.nextEvent();
      while (liveChangedSchema.parse(JSON.parse(event.data)).dataVersion < written) {
        event = await stream.nextEvent();
      }
      expect(event.event).toBe('changed');
    } finally {
      stream.close();
    }
  });

  it('tells a client of another instance of a save made through this one', async () => {
    const other = await startAnotherInstance(server);
    const stream = await openLiveStream(other.url, other.apiKey);
    try {
      const { dataVersion: before } = liveChangedSchema.parse(
        JSON.parse((await stream.nextEvent()).data),
      );
      const client = await createApiClient(server);
      const written = await saveAGoalMore(client, await client.login());
      expect(written).toBeGreaterThan(before);
      let heard = before;
      while (heard < written) {
        heard = liveChangedSchema.parse(JSON.parse((await stream.nextEvent()).data)).dataVersion;
      }
      expect(heard).toBeGreaterThanOrEqual(written);
    } finally {
      stream.close();
      await other.close();
    }
  });

  it('refuses a request without the key, or with a wrong one, like every /api route', async () => {
    const none = await fetch(`${server.url}${apiPaths.live}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(none.status).toBe(401);
    expect(await none.json()).toHaveProperty('error.code', 'unauthorized');
    const wrong = await fetch(`${server.url}${apiPaths.live}`, {
      headers: { accept: 'text/event-stream', 'x-api-key': 'wrong' },
    });
    expect(wrong.status).toBe(401);
  });

  it('answers 406 to a request that does not ask for an event stream', async () => {
    const response = await server.get(apiPaths.live);
    expect(response.status).toBe(406);
    expect(await response.json()).toHaveProperty('error.code', 'not_acceptable');
  });

  it('ends the open streams when the server closes, without holding the close up', async () => {
    const another = await startTestServer();
    const open = await openLiveStream(another.url, another.apiKey);
    await open.nextEvent();
    // Closing is not held up by the open stream, and the stream ends.
    await another.close();
    await open.ended;
  });
});
