import {
  currentBekerRondeSchema,
  periodetitelsSummarySchema,
  speelrondeSchema,
  teamcompetitieSchema,
  tussenstandSummarySchema,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoExpectations } from '../test/demo-expectations';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { SUMMARY_TOP } from './summary-views';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const { result } = demoExpectations();

describe('summary', () => {
  it('tussenstand: {round, tussenstandPositions} with the first 10 rows', async () => {
    const body = await server.getJson<Record<string, unknown>>(apiPaths.summary.tussenstand);
    expect(Object.keys(body).sort()).toEqual(['round', 'tussenstandPositions']);
    const parsed = tussenstandSummarySchema.parse(body);
    expect(parsed.tussenstandPositions).toEqual(result.tussenstand.slice(0, SUMMARY_TOP));
    expect(parsed.tussenstandPositions).toHaveLength(10);
    expect(parsed.round).toBe(result.lastRoundWithResults);
  });

  it('teamcompetitie: {round, teamcompetitiePositions} with the first 10 teams', async () => {
    const body = await server.getJson<Record<string, unknown>>(apiPaths.summary.teamcompetitie);
    expect(Object.keys(body).sort()).toEqual(['round', 'teamcompetitiePositions']);
    const parsed = teamcompetitieSchema.parse(body);
    expect(parsed.teamcompetitiePositions).toEqual(result.teamcompetitie.slice(0, SUMMARY_TOP));
  });

  it('periodetitels: {currentPeriod, periodetitels} with 4 periods', async () => {
    const body = await server.getJson<Record<string, unknown>>(apiPaths.summary.periodetitels);
    expect(Object.keys(body).sort()).toEqual(['currentPeriod', 'periodetitels']);
    const parsed = periodetitelsSummarySchema.parse(body);
    expect(parsed.periodetitels).toHaveLength(4);
    expect(Object.keys(parsed.periodetitels[0]!).sort()).toEqual(
      ['fromRound', 'isActive', 'isFinished', 'nummer', 'toRound', 'winner', 'winners'].sort(),
    );
  });

  it('speelronde: {round, state, wedstrijden}', async () => {
    const body = await server.getJson<Record<string, unknown>>(apiPaths.summary.speelronde);
    expect(Object.keys(body).sort()).toEqual(['round', 'state', 'wedstrijden']);
    expect(speelrondeSchema.parse(body).wedstrijden.length).toBeGreaterThan(0);
  });

  it('bekerronde and teambekerronde: one cup round summary (the demo has drawn both)', async () => {
    for (const path of [apiPaths.summary.bekerronde, apiPaths.summary.teambekerronde]) {
      const body = await server.getJson<Record<string, unknown>>(path);
      expect(body).not.toBeNull();
      expect(Object.keys(body).sort()).toEqual(['id', 'isFinished', 'name', 'speelronde', 'state']);
      const parsed = currentBekerRondeSchema.parse(body)!;
      expect(parsed.state).toMatch(
        /^(Gespeeld in speelronde \d+|Loting bekend: wordt gespeeld in speelronde \d+)$/,
      );
    }
  });
});
