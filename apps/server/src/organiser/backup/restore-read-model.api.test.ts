// A restore tells the read model what it wrote (decision 026): its answer is sent once the
// answers of the restored data are served, so the very next public read shows them. The
// periodic look at the data version is set far off here, so nothing else could make up for a
// restore that forgot to (on SQLite one connection does not see its own writes as news).
import { backupPaths } from '@clubelf/contract';
import type { InfoMessages, RestoreResult, SiteContent } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { startOrganiserServer } from '../../test/organiser/organiser-client';
import type { TestServer } from '../../test/test-server';

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer({
    env: { STALE_VIEWS_CHECK_MS: '600000' },
  }));
});
afterAll(() => server?.close());

const mainMessage = async () =>
  (await server.getJson<InfoMessages>(apiPaths.infoMessages)).mainMessage;

it('the first public read after a restore serves the restored data', async () => {
  const response = await client.send(backupPaths.download, { method: 'GET', token: client.token });
  expect(response.status).toBe(200);
  const backup: unknown = JSON.parse(await response.text());
  const before = await mainMessage();

  const content = await client.ok<SiteContent>('GET', organiserPaths.inhoud);
  await client.ok('PUT', organiserPaths.inhoud, { ...content, mainMessage: 'Na de back-up' });
  expect(await mainMessage()).toBe('Na de back-up');

  const restored = await client.call<RestoreResult>('POST', backupPaths.restore, backup);
  expect(restored.status).toBe(200);
  expect(await mainMessage()).toBe(before);
});
