// Issue 26, on SQLite and PostgreSQL: only participants with a selection count in the standings.
// A participant added without one (as a new season's carried-over participants are) is in no
// standing and in no team's count (the engine leaves him out, computeSeason's countedInput);
// once his 11 are saved he is, like everyone else.
import type {
  Deelnemer,
  OrganiserDeelnemer,
  OrganiserSpeler,
  Teamcompetitie,
  Tussenstand,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganiserServer } from '../test/organiser/organiser-client';
import type { OrganiserClient } from '../test/organiser/organiser-client';
import { pickSelectie } from '../test/organiser/pick-selectie';
import type { TestServer } from '../test/test-server';

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
});
afterAll(() => server.close());

const tussenstand = () => server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
const team = async (name: string) =>
  (
    await server.getJson<Teamcompetitie>(apiPaths.teamstanden.teamcompetitie)
  ).teamcompetitiePositions.find((t) => t.teamName === name);

describe('a participant without a selection', () => {
  it('is in no standing until his 11 are saved', async () => {
    const before = await tussenstand();
    const teamBefore = before.rows[0]!.teamName;
    const countBefore = (await team(teamBefore))!.deelnemerCount;
    const piet = await client.ok<OrganiserDeelnemer>(
      'POST',
      organiserPaths.deelnemers,
      { name: 'Piet Zonderselectie', teamName: teamBefore, subcompetities: [], email: null },
      201,
    );

    const without = await tussenstand();
    expect(without.rows).toHaveLength(before.rows.length);
    expect(without.rows.some((r) => r.deelnemerId === piet.id)).toBe(false);
    expect((await team(teamBefore))!.deelnemerCount).toBe(countBefore);
    // His own page is there (the carried-over participant is still on the site), without a place.
    expect(await server.getJson<Deelnemer>(apiPaths.deelnemer(piet.id))).toMatchObject({
      position: null,
      totalScore: 0,
    });

    const spelers = await client.ok<OrganiserSpeler[]>('GET', organiserPaths.spelers);
    await client.ok('PUT', organiserPaths.selectie(piet.id), {
      version: piet.version,
      playerIds: pickSelectie(spelers).map((s) => s.id),
    });
    const withIt = await tussenstand();
    expect(withIt.rows).toHaveLength(before.rows.length + 1);
    expect(withIt.rows.some((r) => r.deelnemerId === piet.id)).toBe(true);
    expect((await team(teamBefore))!.deelnemerCount).toBe(countBefore + 1);
  });
});
