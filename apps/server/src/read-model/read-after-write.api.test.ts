// A save's answer promises the next load shows it (decision 010): a public read that arrives the
// moment an organiser write is answered, naming the data version that write was answered with
// (x-data-version, as the web client sends it), waits for that write's recompute instead of
// serving the answers from before it (reads that name no version are served the previous
// answers meanwhile, decision 030: engine-worker.api.test.ts). In-process requests (inject), so
// the read arrives before the recompute could have run.
import type { InfoMessages, SiteContent } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths, DATA_VERSION_HEADER, XSRF_COOKIE } from '@clubelf/contract/paths';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_ENV, createApiClient } from '../test/api-test-client';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  // The production rule (030), which the other API tests' servers leave for 010's.
  server = await startTestServer({ env: { ...ADMIN_ENV, READS_WAIT_FOR_OWN_WRITES: 'false' } });
});
afterAll(() => server?.close());

it("a public read arriving as an organiser write is answered, naming the write's data version, serves that write, never the answers before it", async () => {
  const client = await createApiClient(server);
  const token = await client.login();
  const headers = {
    'x-api-key': server.apiKey,
    cookie: `${XSRF_COOKIE}=${client.xsrf}`,
    'x-xsrf-token': client.xsrf,
    authorization: `Bearer ${token}`,
  };
  for (let round = 1; round <= 5; round += 1) {
    const current = (
      await server.app.inject({ method: 'GET', url: organiserPaths.inhoud, headers })
    ).json<SiteContent>();
    const mainMessage = `Bericht ${round}: de wintertransfers gaan in vanaf speelronde ${17 + round}`;
    const saved = await server.app.inject({
      method: 'PUT',
      url: organiserPaths.inhoud,
      headers,
      payload: { ...current, mainMessage },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const version = String(saved.headers[DATA_VERSION_HEADER]);
    expect(Number(version)).toBeGreaterThan(0);
    const read = await server.app.inject({
      method: 'GET',
      url: apiPaths.infoMessages,
      headers: { 'x-api-key': server.apiKey, [DATA_VERSION_HEADER]: version },
    });
    expect(read.json<InfoMessages>().mainMessage).toBe(mainMessage);
  }
});
