import { auditPageSchema } from '@clubelf/contract';
import type { OrganiserClub } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../test/api-test-client';
import type { TestServer } from '../../test/test-server';
import { auditCount, startOrganiserServer } from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
});
afterAll(() => server.close());

describe('GET /api/organiser/logboek', () => {
  it('lists who changed what and when, newest first, a page at a time', async () => {
    const started = new Date().toISOString();
    const club = await client.ok<OrganiserClub>(
      'POST',
      organiserPaths.clubs,
      { name: 'Logclub' },
      201,
    );
    await client.ok('PUT', organiserPaths.club(club.id), {
      version: club.version,
      name: 'Logclub Twee',
    });
    await client.ok(
      'DELETE',
      organiserPaths.withVersion(organiserPaths.club(club.id), club.version + 1),
      undefined,
      204,
    );

    const first = auditPageSchema.parse(await client.ok('GET', organiserPaths.logboek(1, 2)));
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.entries.map((e) => e.action)).toEqual(['club.verwijderen', 'club.wijzigen']);
    expect(first.entries[0]).toMatchObject({
      userName: ADMIN.displayName,
      summary: 'Club Logclub Twee verwijderd',
      details: { id: club.id, name: 'Logclub Twee' },
    });
    expect(first.entries[0]!.at >= started).toBe(true);
    expect(first.entries[0]!.accountId).toBeGreaterThan(0);

    const second = auditPageSchema.parse(await client.ok('GET', organiserPaths.logboek(2, 2)));
    expect(second.entries.map((e) => e.summary)).toEqual(['Club Logclub toegevoegd']);
    const beyond = auditPageSchema.parse(await client.ok('GET', organiserPaths.logboek(3, 2)));
    expect(beyond.entries).toEqual([]);
  });

  it('writes no entry for a refused write', async () => {
    const before = await auditCount(server.db);
    expect((await client.call('POST', organiserPaths.clubs, { name: '' })).status).toBe(400);
    const clubs = await client.ok<OrganiserClub[]>('GET', organiserPaths.clubs);
    const used = clubs.find((c) => c.spelerCount > 0)!;
    expect(
      (
        await client.call(
          'DELETE',
          organiserPaths.withVersion(organiserPaths.club(used.id), used.version),
        )
      ).status,
    ).toBe(409);
    expect(await auditCount(server.db)).toBe(before);
  });
});
