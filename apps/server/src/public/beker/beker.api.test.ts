import type { BekerRondeDetail, BekerRondeSummary } from '@clubelf/contract';
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
const engineRondes = (kind: 'beker' | 'teambeker') =>
  result.bekerRondes.filter((r) => r.kind === kind).sort((a, b) => a.sequence - b.sequence);

describe.each(['beker', 'teambeker'] as const)('%s', (kind) => {
  const listPath = kind === 'beker' ? apiPaths.bekerrondes : apiPaths.teambekerrondes;
  const detailPath = kind === 'beker' ? apiPaths.bekerronde : apiPaths.teambekerronde;
  const summaryPath =
    kind === 'beker' ? apiPaths.summary.bekerronde : apiPaths.summary.teambekerronde;

  it('lists its rounds in order with their state texts', async () => {
    const list = await server.getJson<BekerRondeSummary[]>(listPath);
    const rondes = engineRondes(kind);
    expect(rondes.length).toBeGreaterThan(0);
    expect(list.map((r) => r.id)).toEqual(rondes.map((r) => r.id));
    for (const [i, r] of list.entries()) {
      const engine = rondes[i]!;
      expect(r).toEqual({
        id: engine.id,
        name: engine.name,
        speelronde: engine.speelronde,
        isFinished: engine.isFinished,
        state: engine.isFinished
          ? `Gespeeld in speelronde ${engine.speelronde}`
          : `Loting bekend: wordt gespeeld in speelronde ${engine.speelronde}`,
      });
    }
  });

  it('shows each duel as the engine decided it, with names', async () => {
    const played = engineRondes(kind).find((r) => r.isFinished && r.duels.length > 0);
    expect(played).toBeDefined();
    const body = await server.getJson<BekerRondeDetail>(detailPath(played!.id));
    expect(body.kind).toBe(kind);
    expect(body.duels).toHaveLength(played!.duels.length);
    const engineDuel = played!.duels[0]!;
    const duel = body.duels[0]!;
    expect(duel.first.id).toBe(engineDuel.first);
    expect(duel.second.id).toBe(engineDuel.second);
    expect([duel.firstScore, duel.secondScore, duel.firstTotal, duel.secondTotal]).toEqual([
      engineDuel.firstScore,
      engineDuel.secondScore,
      engineDuel.firstTotal,
      engineDuel.secondTotal,
    ]);
    expect(duel.winnerId).toBe(engineDuel.winner);
    expect(duel.decidedBy).toBe(engineDuel.decidedBy);
    expect(body.byes.map((b) => b.id)).toEqual(played!.byes);
    if (kind === 'beker') {
      const d = demo.deelnemers.find((x) => x.id === engineDuel.first)!;
      expect(duel.first).toEqual({ id: d.id, name: d.name, teamName: d.teamName });
    } else {
      const t = demo.teams.find((x) => x.id === engineDuel.first)!;
      expect(duel.first).toEqual({ id: t.id, name: t.name, teamName: '' });
    }
  });

  it('summary: the latest round', async () => {
    const current = await server.getJson<BekerRondeSummary | null>(summaryPath);
    const latest = engineRondes(kind).at(-1)!;
    expect(current).not.toBeNull();
    expect(current!.id).toBe(latest.id);
    expect(current!.isFinished).toBe(latest.isFinished);
  });

  it('a cup round of the other kind is not found under this path', async () => {
    const other = result.bekerRondes.find((r) => r.kind !== kind)!;
    const response = await server.get(detailPath(other.id));
    expect(response.status).toBe(404);
  });
});
