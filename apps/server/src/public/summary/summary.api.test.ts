import {
  currentBekerRondeSchema,
  periodetitelsSummarySchema,
  speelrondeSchema,
  spelerListSchema,
  spelersSummarySchema,
  teamcompetitieSchema,
  tussenstandSummarySchema,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoExpectations } from '../../test/demo-expectations';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { SPELERS_TOP, SUMMARY_TOP } from './summary-views';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const { result } = demoExpectations();

describe('summary', () => {
  it('tussenstand: {round, rondeStatus, rondeWinnaars, tussenstandPositions} with the first 10 rows', async () => {
    const body = await server.getJson<Record<string, unknown>>(apiPaths.summary.tussenstand);
    expect(Object.keys(body).sort()).toEqual([
      'rondeStatus',
      'rondeWinnaars',
      'round',
      'tussenstandPositions',
    ]);
    const parsed = tussenstandSummarySchema.parse(body);
    expect(parsed.tussenstandPositions).toEqual(result.tussenstand.slice(0, SUMMARY_TOP));
    expect(parsed.tussenstandPositions).toHaveLength(10);
    expect(parsed.round).toBe(result.lastRoundWithResults);
  });

  it('teamcompetitie: {round, rondeStatus, teamcompetitiePositions} with the first 10 teams', async () => {
    const body = await server.getJson<Record<string, unknown>>(apiPaths.summary.teamcompetitie);
    expect(Object.keys(body).sort()).toEqual(['rondeStatus', 'round', 'teamcompetitiePositions']);
    const parsed = teamcompetitieSchema.parse(body);
    expect(parsed.teamcompetitiePositions).toEqual(result.teamcompetitie.slice(0, SUMMARY_TOP));
  });

  it('periodetitels: {currentPeriod, periodetitels} with 4 periods', async () => {
    const body = await server.getJson<Record<string, unknown>>(apiPaths.summary.periodetitels);
    expect(Object.keys(body).sort()).toEqual(['currentPeriod', 'periodetitels']);
    const parsed = periodetitelsSummarySchema.parse(body);
    expect(parsed.periodetitels).toHaveLength(4);
    expect(Object.keys(parsed.periodetitels[0]!).sort()).toEqual(
      [
        'fromRound',
        'isActive',
        'isFinished',
        'nummer',
        'rondeStatus',
        'toRound',
        'winner',
        'winners',
      ].sort(),
    );
  });

  it('speelronde: {round, state, wedstrijden}', async () => {
    const body = await server.getJson<Record<string, unknown>>(apiPaths.summary.speelronde);
    expect(Object.keys(body).sort()).toEqual(['round', 'state', 'wedstrijden']);
    expect(speelrondeSchema.parse(body).wedstrijden.length).toBeGreaterThan(0);
  });

  it('spelers: the first 5 of /api/spelers/totaalscore, only what the card shows', async () => {
    const body = await server.getJson<Record<string, unknown>[]>(apiPaths.summary.spelers);
    expect(body).toHaveLength(SPELERS_TOP);
    expect(Object.keys(body[0]!).sort()).toEqual(
      ['clubId', 'clubName', 'name', 'playerId', 'totalPoints'].sort(),
    );
    const top = spelersSummarySchema.parse(body);
    const all = spelerListSchema.parse(await server.getJson(apiPaths.spelers('totaalscore')));
    expect(top).toEqual(
      all.slice(0, SPELERS_TOP).map(({ playerId, name, clubId, clubName, totalPoints }) => ({
        playerId,
        name,
        clubId,
        clubName,
        totalPoints,
      })),
    );
    // The demo has players with points: the card is not a list of zeros.
    expect(top[0]!.totalPoints).toBeGreaterThan(0);
    expect(JSON.stringify(body).length).toBeLessThan(1000);
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
