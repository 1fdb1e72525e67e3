// A player's page (/api/spelers/{id}) over real HTTP, checked against the engine's own result.
import type { SpelerDetail, SpelerRow } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { selectieForRound } from '@clubelf/engine';
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
const top = [...result.spelers].sort((a, b) => b.totalPoints - a.totalPoints)[0]!;
const mostPicked = [...result.spelers].sort((a, b) => b.selectedCount - a.selectedCount)[0]!;

describe('speler page', () => {
  it('has the list row of the player, with his club by id', async () => {
    const body = await server.getJson<SpelerDetail>(apiPaths.speler(top.playerId));
    const { rounds: _r, gekozenDoor: _g, ...row } = body;
    const listed = (await server.getJson<SpelerRow[]>(apiPaths.spelers('totaalscore'))).find(
      (r) => r.playerId === top.playerId,
    );
    expect(row).toEqual(listed);
    expect(row.clubId).toBe(demo.spelers.find((s) => s.id === top.playerId)!.clubId);
  });

  it('gives his points per round with the matches behind them, adding up to his total', async () => {
    const body = await server.getJson<SpelerDetail>(apiPaths.speler(top.playerId));
    expect(body.rounds.map((r) => r.round)).toEqual(
      Array.from({ length: result.lastRoundWithResults }, (_, i) => i + 1),
    );
    expect(body.rounds.reduce((sum, r) => sum + r.points, 0)).toBe(top.totalPoints);
    const own = result.playerMatchPoints.filter((p) => p.playerId === top.playerId);
    for (const r of body.rounds) {
      const engine = own.filter((p) => p.round === r.round);
      expect(r.points, `round ${r.round}`).toBe(engine.reduce((sum, p) => sum + p.points, 0));
    }
    const played = demo.events.filter((e) => e.playerId === top.playerId && e.played);
    const matches = body.rounds.flatMap((r) => r.wedstrijden);
    expect(matches.map((m) => m.matchId).sort()).toEqual(played.map((e) => e.matchId).sort());
    const first = matches[0]!;
    const match = demo.wedstrijden.find((w) => w.id === first.matchId)!;
    const events = played.find((e) => e.matchId === first.matchId)!;
    const home = events.clubId === match.homeClubId;
    expect(first).toMatchObject({
      side: home ? 'home' : 'away',
      opponentClubId: home ? match.awayClubId : match.homeClubId,
      homeGoals: match.homeGoals,
      awayGoals: match.awayGoals,
      goals: events.goals,
      assists: events.assists,
      basisplaats: events.basisplaats,
    });
    expect(first.opponentClub).toBe(demo.clubs.find((c) => c.id === first.opponentClubId)!.name);
  });

  it('names who has him in their current selection, as many as the list counts', async () => {
    const body = await server.getJson<SpelerDetail>(apiPaths.speler(mostPicked.playerId));
    expect(body.gekozenDoor.length).toBeGreaterThan(0);
    expect(body.gekozenDoor).toHaveLength(mostPicked.selectedCount);
    expect(body.selectedShare).toBe(mostPicked.selectedShare);
    const expected = demo.selecties
      .filter((s) => {
        const own = demo.transfers.filter((t) => t.deelnemerId === s.deelnemerId);
        return selectieForRound(s.playerIds, own, Infinity).includes(mostPicked.playerId);
      })
      .map((s) => s.deelnemerId);
    expect(body.gekozenDoor.map((d) => d.id).sort((a, b) => a - b)).toEqual(
      expected.sort((a, b) => a - b),
    );
    const names = body.gekozenDoor.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
  });

  it('follows a transfer: the player bought in is picked by the buyer', async () => {
    const transfer = demo.transfers.at(-1)!;
    const bought = await server.getJson<SpelerDetail>(apiPaths.speler(transfer.playerInId));
    expect(bought.gekozenDoor.map((d) => d.id)).toContain(transfer.deelnemerId);
  });

  it('answers 404 in Dutch for an unknown player and 400 for a malformed id', async () => {
    const unknown = await server.get(apiPaths.speler(99999));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'not_found', message: 'Speler 99999 bestaat niet' },
    });
    for (const id of ['abc', '0', '-1', '1.5']) {
      const bad = await server.get(`/api/spelers/${id}`);
      expect(bad.status, id).toBe(400);
      expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('bad_request');
    }
    // The lists keep their own paths.
    expect((await server.get(apiPaths.spelers('actief'))).status).toBe(200);
  });
});
