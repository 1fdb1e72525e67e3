// A club's page (/api/clubs/{id}) over real HTTP, checked against the demo season.
import type { ClubDetail, Speelronde } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoExpectations } from '../../test/demo-expectations';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const { result, demo } = demoExpectations();
const club = demo.clubs[0]!;

describe('club page', () => {
  it("has every match of the club, in round order, as the round's page shows it", async () => {
    const body = await server.getJson<ClubDetail>(apiPaths.club(club.id));
    expect(body.name).toBe(club.name);
    const own = demo.wedstrijden.filter(
      (w) => w.homeClubId === club.id || w.awayClubId === club.id,
    );
    expect(body.wedstrijden.map((w) => w.id).sort()).toEqual(own.map((w) => w.id).sort());
    const rounds = body.wedstrijden.map((w) => w.round);
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
    const first = body.wedstrijden[0]!;
    const speelronde = await server.getJson<Speelronde>(apiPaths.wedstrijdRonde(first.round));
    const { round: _r, ...match } = first;
    expect(speelronde.wedstrijden.find((w) => w.id === first.id)).toEqual(match);
  });

  it('has its players by position with their status and total points', async () => {
    const body = await server.getJson<ClubDetail>(apiPaths.club(club.id));
    const own = result.spelers.filter((s) => s.clubId === club.id);
    expect(own.length).toBeGreaterThan(0);
    expect(body.spelers.map((s) => s.playerId).sort()).toEqual(own.map((s) => s.playerId).sort());
    const order = ['Keeper', 'Verdediger', 'Middenvelder', 'Aanvaller'];
    const positions = body.spelers.map((s) => order.indexOf(s.position));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const s of body.spelers) {
      const row = own.find((r) => r.playerId === s.playerId)!;
      expect(s).toEqual({
        playerId: row.playerId,
        name: row.name,
        position: row.position,
        status: row.status,
        totalPoints: row.totalPoints,
      });
    }
  });

  it('answers 404 in Dutch for an unknown club and 400 for a malformed id', async () => {
    const unknown = await server.get(apiPaths.club(99999));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'not_found', message: 'Club 99999 bestaat niet' },
    });
    const bad = await server.get('/api/clubs/abc');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: {
        code: 'bad_request',
        message: "Club id moet een positief geheel getal zijn, niet 'abc'",
        details: {
          problems: [
            {
              field: 'club id',
              message: "Club id moet een positief geheel getal zijn, niet 'abc'",
            },
          ],
        },
      },
    });
  });
});
