import type { Deelnemer, DeelnemerRonde, Deelnemers } from '@clubelf/contract';
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
const leader = result.tussenstand.at(0)!;
// Someone whose selection changed: the round page must follow the transfer.
const transfer = demo.transfers[0]!;

describe('deelnemers', () => {
  it('lists every participant by name with public fields only', async () => {
    const list = await server.getJson<Deelnemers>(apiPaths.deelnemers);
    expect(list).toHaveLength(demo.deelnemers.length);
    const sorted = [...list].sort((a, b) =>
      a.name.localeCompare(b.name, 'nl', { sensitivity: 'base' }),
    );
    expect(list.map((d) => d.name)).toEqual(sorted.map((d) => d.name));
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'name', 'persoonId', 'teamName']);
  });

  it("one participant's season: total, position and every round's score and position", async () => {
    const body = await server.getJson<Deelnemer>(apiPaths.deelnemer(leader.deelnemerId));
    expect(body.totalScore).toBe(leader.totalScore);
    expect(body.position).toBe(leader.position);
    const scores = result.roundScores.get(leader.deelnemerId)!;
    const positions = result.positionsPerRound.get(leader.deelnemerId)!;
    expect(body.rounds).toHaveLength(result.lastRoundWithResults);
    for (const r of body.rounds) {
      expect(r.score).toBe(scores[r.round - 1]);
      expect(r.position).toBe(positions[r.round - 1]);
    }
    expect(body.rounds.reduce((sum, r) => sum + r.score, 0)).toBe(body.totalScore);
  });

  it("lists the participant's beker duels from their side, byes and unplayed ones too", async () => {
    const rondes = result.bekerRondes
      .filter((r) => r.kind === 'beker')
      .sort((a, b) => a.sequence - b.sequence);
    const played = rondes.find((r) => r.isFinished && r.duels.length > 0)!;
    // The second of a duel: the scores must be turned around to be theirs.
    const duel = played.duels[0]!;
    const body = await server.getJson<Deelnemer>(apiPaths.deelnemer(duel.second));
    const expectedRondes = rondes.filter(
      (r) =>
        r.byes.includes(duel.second) ||
        r.duels.some((d) => d.first === duel.second || d.second === duel.second),
    );
    expect(body.bekerDuels.map((d) => d.bekerRondeId)).toEqual(expectedRondes.map((r) => r.id));
    const own = body.bekerDuels.find((d) => d.bekerRondeId === played.id)!;
    expect(own).toMatchObject({
      rondeName: played.name,
      speelronde: played.speelronde,
      opponent: { id: duel.first, name: demo.deelnemers.find((d) => d.id === duel.first)!.name },
      ownScore: duel.secondScore,
      opponentScore: duel.firstScore,
      ownTotal: duel.secondTotal,
      opponentTotal: duel.firstTotal,
      through: duel.winner === duel.second,
      decidedBy: duel.decidedBy,
    });

    // The demo season's last beker round is drawn but not played; its voorronde has byes.
    const open = rondes.find((r) => !r.isFinished && r.duels.length > 0)!;
    const first = await server.getJson<Deelnemer>(apiPaths.deelnemer(open.duels[0]!.first));
    expect(first.bekerDuels.at(-1)).toMatchObject({
      bekerRondeId: open.id,
      ownScore: null,
      opponentScore: null,
      through: null,
    });
    const bye = rondes.find((r) => r.isFinished && r.byes.length > 0)!;
    const byeBody = await server.getJson<Deelnemer>(apiPaths.deelnemer(bye.byes[0]!));
    expect(byeBody.bekerDuels.find((d) => d.bekerRondeId === bye.id)).toMatchObject({
      opponent: null,
      through: true,
    });
  });
});

describe('deelnemer ronde', () => {
  async function ronde(deelnemerId: number, round: number) {
    return server.getJson<DeelnemerRonde>(apiPaths.deelnemerRonde(deelnemerId, round));
  }

  it('shows the 11 that counted, their points per event and the round total', async () => {
    const round = 5;
    const body = await ronde(leader.deelnemerId, round);
    expect(body.round).toBe(round);
    expect(body.name).toBe(leader.name);
    expect(body.spelers).toHaveLength(11);
    expect(body.totalScore).toBe(result.roundScores.get(leader.deelnemerId)![round - 1]);
    expect(body.spelers.reduce((sum, s) => sum + s.points, 0)).toBe(body.totalScore);
    for (const s of body.spelers) {
      const engine = result.playerMatchPoints.filter(
        (p) => p.playerId === s.playerId && p.round === round,
      );
      expect(s.points).toBe(engine.reduce((sum, p) => sum + p.points, 0));
      expect(Object.values(s.perEvent).reduce((a, b) => a + b, 0)).toBe(s.points);
    }
    expect(body.spelers[0]?.position).toBe('Keeper');
    for (const s of body.spelers) {
      // The club is named by id too, for the link to its page.
      const club = demo.clubs.find((c) => c.id === s.clubId)!;
      expect(s.clubName).toBe(club.name);
      expect(demo.spelers.find((p) => p.id === s.playerId)!.clubId).toBe(s.clubId);
    }
  });

  it('follows transfers: before and after the round they take effect', async () => {
    const selectie = demo.selecties.find((s) => s.deelnemerId === transfer.deelnemerId)!;
    const own = demo.transfers.filter((t) => t.deelnemerId === transfer.deelnemerId);
    for (const round of [transfer.fromRound - 1, transfer.fromRound]) {
      const body = await ronde(transfer.deelnemerId, round);
      const expected = selectieForRound(selectie.playerIds, own, round);
      expect(body.spelers.map((s) => s.playerId).sort()).toEqual([...expected].sort());
    }
    const before = await ronde(transfer.deelnemerId, transfer.fromRound - 1);
    const after = await ronde(transfer.deelnemerId, transfer.fromRound);
    expect(before.spelers.map((s) => s.playerId)).toContain(transfer.playerOutId);
    expect(after.spelers.map((s) => s.playerId)).toContain(transfer.playerInId);
  });

  it('a round not yet played has the 11 with no points', async () => {
    const body = await ronde(leader.deelnemerId, 34);
    expect(body.totalScore).toBe(0);
    expect(body.spelers).toHaveLength(11);
    expect(body.spelers.every((s) => s.points === 0)).toBe(true);
  });

  it('serves an ETag and 304 like the other answers', async () => {
    const path = apiPaths.deelnemerRonde(leader.deelnemerId, 3);
    const etag = (await server.get(path)).headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await server.get(path, { 'if-none-match': etag })).status).toBe(304);
  });
});
