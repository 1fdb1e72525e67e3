// A closed season's answers stored in an older view format are rebuilt from its frozen data
// when a server starts, byte for byte as the closing stored them.
import { seizoenenSchema } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths, seizoenPath } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganiserServer } from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { startAnotherInstance } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { ARCHIVE_FORMAT_KEY } from './archived-season';

describe('closed seasons stored in an older view format', () => {
  let server: TestServer;
  let organiser: OrganiserClient;
  let restarted: TestServer | undefined;
  beforeAll(async () => {
    ({ server, client: organiser } = await startOrganiserServer());
  });
  afterAll(async () => {
    await restarted?.close();
    await server.close();
  });

  it('are rebuilt at start from the season frozen at closing', async () => {
    const seasons = seizoenenSchema.parse(await server.getJson(apiPaths.seizoenen));
    const current = seasons.find((s) => s.isCurrent)!;
    await organiser.ok('POST', organiserPaths.seizoenAfsluiten(current.id), { voortijdig: true });
    const path = seizoenPath(apiPaths.standen.tussenstand, current.id);
    const stored = await (await server.get(path)).text();

    // As if an older server had stored them: another format, another body.
    await server.db
      .updateTable('archivedView')
      .set({ body: '"older format"' })
      .where('seasonId', '=', current.id)
      .where('key', 'in', [ARCHIVE_FORMAT_KEY, apiPaths.standen.tussenstand])
      .execute();
    await server.stop();
    restarted = await startAnotherInstance(server);
    expect(await (await restarted.get(path)).text()).toBe(stored);
  });
});
