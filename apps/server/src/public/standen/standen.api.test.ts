// Standings served by the API agree with the engine's own result for the same demo season.
import type {
  Fairplaycup,
  Herbstmeister,
  Highscorecup,
  Periode,
  PeriodetitelsSummary,
  Subcompetities,
  Teamcompetitie,
  Tussenstand,
} from '@clubelf/contract';
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

describe('standen', () => {
  it('tussenstand: every row as the engine ranks it', async () => {
    const body = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    expect(body.round).toBe(result.lastRoundWithResults);
    expect(body.round).toBeGreaterThan(0);
    expect(body.rows).toHaveLength(demo.deelnemers.length);
    expect(body.rows[0]).toEqual(result.tussenstand.at(0));
    expect(body.rows).toEqual(result.tussenstand.toArray());
  });

  it('fairplaycup, highscorecup: every row as the engine ranks it', async () => {
    const fair = await server.getJson<Fairplaycup>(apiPaths.standen.fairplaycup);
    expect(fair.rows).toHaveLength(demo.deelnemers.length);
    expect(fair.rows).toEqual(result.fairplaycup.toArray());
    const high = await server.getJson<Highscorecup>(apiPaths.standen.highscorecup);
    expect(high.rows).toHaveLength(demo.deelnemers.length);
    expect(high.rows).toEqual(result.highscorecup.toArray());
  });

  it('herbstmeister: decided after round 17 of the demo season, with its leaders', async () => {
    const body = await server.getJson<Herbstmeister>(apiPaths.standen.herbstmeister);
    expect(body.isDecided).toBe(result.herbstmeister.isDecided);
    expect(body.isDecided).toBe(true);
    expect(body.winners).toEqual(result.herbstmeister.winners);
    expect(body.winners.length).toBeGreaterThan(0);
    expect(body.rows).toEqual(result.herbstmeister.standing.toArray());
  });
});

describe('periodetitels', () => {
  it('a finished period names its winner(s), joined by " & " when shared', async () => {
    const finished = result.periodes.find((p) => p.isFinished);
    expect(finished).toBeDefined();
    const body = await server.getJson<Periode>(apiPaths.periodetitel(finished!.nummer));
    expect(body.isFinished).toBe(true);
    expect(body.winners).toEqual(finished!.winners);
    expect(body.winner).toBe(finished!.winners.map((w) => w.name).join(' & '));
    expect(body.rows).toEqual(finished!.standing.toArray());
  });

  it('an unfinished period has no winner yet', async () => {
    for (const p of result.periodes.filter((x) => !x.isFinished)) {
      const body = await server.getJson<Periode>(apiPaths.periodetitel(p.nummer));
      expect(body.winner).toBeNull();
      expect(body.isActive).toBe(p.isActive);
    }
  });

  it('the summary points at the period being played', async () => {
    const body = await server.getJson<PeriodetitelsSummary>(apiPaths.summary.periodetitels);
    const playing = result.periodes.find((p) => p.isActive && !p.isFinished);
    // Demo: 20 of 34 rounds played, so period 3 (18-26) is being played.
    expect(playing?.nummer).toBe(3);
    expect(body.currentPeriod).toBe(3);
    expect(body.periodetitels.map((p) => [p.nummer, p.isActive, p.isFinished])).toEqual([
      [1, true, true],
      [2, true, true],
      [3, true, false],
      [4, false, false],
    ]);
    for (const [i, p] of result.periodes.entries()) {
      expect(body.periodetitels[i]?.winners, `periode ${p.nummer}`).toEqual(p.winners);
      expect(body.periodetitels[i]?.winner, `periode ${p.nummer}`).toBe(
        p.isFinished ? p.winners.map((w) => w.name).join(' & ') : null,
      );
    }
  });
});

describe('teamstanden', () => {
  it('teamcompetitie: all teams as the engine ranks them', async () => {
    const body = await server.getJson<Teamcompetitie>(apiPaths.teamstanden.teamcompetitie);
    expect(body.teamcompetitiePositions).toEqual(result.teamcompetitie);
    expect(body.teamcompetitiePositions.length).toBeGreaterThan(0);
  });

  it('subcompetities: each with its own standing', async () => {
    const body = await server.getJson<Subcompetities>(apiPaths.teamstanden.subcompetities);
    expect(result.subcompetities.length).toBeGreaterThan(1);
    expect(body.map((s) => s.name)).toEqual(result.subcompetities.map((s) => s.name));
    for (const [i, expected] of result.subcompetities.entries()) {
      expect(expected.standing.length).toBeGreaterThan(0);
      expect(body[i]?.rows, expected.name).toEqual(expected.standing.toArray());
    }
  });
});
