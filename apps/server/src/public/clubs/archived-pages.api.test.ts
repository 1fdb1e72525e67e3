// The participant, player and club pages of a closed season: stored with its other answers at
// closing and served under /api/seizoenen/{id}, the same bodies as before it closed.
import { seizoenenSchema } from '@clubelf/contract';
import type { Deelnemer, SpelerDetail } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths, seizoenPath } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganiserServer } from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { ARCHIVE_CACHE_CONTROL } from '../../read-model/archive/season-sources';
import { demoExpectations } from '../../test/demo-expectations';
import type { TestServer } from '../../test/test-server';

const { result, demo } = demoExpectations();
const top = [...result.spelers].sort((a, b) => b.totalPoints - a.totalPoints)[0]!;
const leader = result.tussenstand.at(0)!;
const paths = [
  apiPaths.speler(top.playerId),
  apiPaths.club(demo.clubs[0]!.id),
  apiPaths.deelnemer(leader.deelnemerId),
];

describe('pages of a closed season', () => {
  let server: TestServer;
  let client: OrganiserClient;
  let seasonId: number;
  let before: string[];

  beforeAll(async () => {
    ({ server, client } = await startOrganiserServer());
    const seasons = seizoenenSchema.parse(await server.getJson(apiPaths.seizoenen));
    seasonId = seasons.find((s) => s.isCurrent)!.id;
    before = await Promise.all(paths.map(async (p) => (await server.get(p)).text()));
    await client.ok('POST', organiserPaths.seizoenAfsluiten(seasonId), { voortijdig: true });
  });
  afterAll(() => server?.close());

  it('serves the same bodies under /api/seizoenen/{id}, cached long', async () => {
    for (const [i, path] of paths.entries()) {
      const response = await server.get(seizoenPath(path, seasonId));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe(ARCHIVE_CACHE_CONTROL);
      expect(await response.text(), path).toBe(before[i]);
    }
    const speler = JSON.parse(before[0]!) as SpelerDetail;
    expect(speler.rounds.length).toBeGreaterThan(0);
    const deelnemer = JSON.parse(before[2]!) as Deelnemer;
    expect(deelnemer.bekerDuels.length).toBeGreaterThan(0);
  });

  it('answers 404 in Dutch and 400 for a malformed id there too', async () => {
    const speler = await server.get(seizoenPath(apiPaths.speler(99999), seasonId));
    expect(speler.status).toBe(404);
    expect(await speler.json()).toEqual({
      error: { code: 'not_found', message: 'Speler 99999 bestaat niet' },
    });
    const club = await server.get(seizoenPath(apiPaths.club(99999), seasonId));
    expect(club.status).toBe(404);
    expect((await server.get(`/api/seizoenen/${seasonId}/clubs/abc`)).status).toBe(400);
    expect((await server.get(`/api/seizoenen/${seasonId}/spelers/x1`)).status).toBe(400);
  });
});
