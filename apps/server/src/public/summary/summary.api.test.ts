import {
  currentBekerRondeSchema,
  deelnemerSchema,
  deelnemerSummarySchema,
  periodeSchema,
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
import { SPELERS_TOP, SUMMARY_TOP } from './summary-answers';

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
        'leiders',
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

  it('periodetitels: each period names who leads it so far, nobody before it began', async () => {
    const summary = periodetitelsSummarySchema.parse(
      await server.getJson(apiPaths.summary.periodetitels),
    );
    for (const p of summary.periodetitels) {
      const periode = periodeSchema.parse(await server.getJson(apiPaths.periodetitel(p.nummer)));
      const begun = result.lastRoundWithResults >= p.fromRound;
      expect(p.leiders).toEqual(
        begun
          ? periode.rows
              .filter((r) => r.position === 1)
              .map(({ deelnemerId, name, score }) => ({ deelnemerId, name, score }))
          : [],
      );
    }
    // The demo is under way: the current period has a leader with points.
    const current = summary.periodetitels[summary.currentPeriod - 1]!;
    expect(current.leiders.length).toBeGreaterThan(0);
    expect(current.leiders[0]!.score).toBeGreaterThan(0);
  });

  it("deelnemers/{id}: a participant's place, movement, round points, period place and beker duel", async () => {
    const summary = periodetitelsSummarySchema.parse(
      await server.getJson(apiPaths.summary.periodetitels),
    );
    const periode = periodeSchema.parse(
      await server.getJson(apiPaths.periodetitel(summary.currentPeriod)),
    );
    // The leader, one in the middle and the last: each as the full answers have them.
    const rows = result.tussenstand;
    for (const row of [rows.at(0)!, rows.at(Math.floor(rows.length / 2))!, rows.at(-1)!]) {
      const body = await server.getJson<Record<string, unknown>>(
        apiPaths.deelnemerSummary(row.deelnemerId),
      );
      const card = deelnemerSummarySchema.parse(body);
      const full = deelnemerSchema.parse(await server.getJson(apiPaths.deelnemer(row.deelnemerId)));
      expect(card).toMatchObject({
        id: row.deelnemerId,
        name: row.name,
        teamName: row.teamName,
        round: result.lastRoundWithResults,
        position: row.position,
        positionChange: row.positionChange,
        totalScore: row.totalScore,
        roundScore: row.roundScore,
      });
      expect(card.roundScore).toBe(full.rounds.at(-1)!.score);
      const inPeriode = periode.rows.find((r) => r.deelnemerId === row.deelnemerId)!;
      expect(card.periode).toEqual({
        nummer: summary.currentPeriod,
        position: inPeriode.position,
        score: inPeriode.score,
        isFinished: periode.isFinished,
      });
      const out = full.bekerDuels.find((d) => d.through === false);
      expect(card.bekerUitgeschakeldIn).toBe(out?.rondeName ?? null);
      expect(card.bekerDuel).toEqual(
        out ? null : (full.bekerDuels.find((d) => d.through === null) ?? null),
      );
      // A card, not a page: a few hundred bytes.
      expect(JSON.stringify(body).length).toBeLessThan(1000);
    }
  });

  it('deelnemers/{id}: 404 in Dutch for an unknown participant, 400 for a malformed id', async () => {
    const missing = await server.get(apiPaths.deelnemerSummary(999_999));
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      'Deelnemer 999999 bestaat niet',
    );
    const malformed = await server.get('/api/summary/deelnemers/abc');
    expect(malformed.status).toBe(400);
  });
});
