// Seasons after one another, over real HTTP: closing (early only when confirmed), a closed
// season read-only, its answers kept byte for byte under /api/seizoenen/{id}, the next season
// started with everything carried over, the erelijst and a career.
import {
  erelijstRecordsSchema,
  erelijstSchema,
  persoonHistorieSchema,
  seizoenenSchema,
  tussenstandSchema,
} from '@clubelf/contract';
import type { Deelnemers, Seizoen, Tussenstand } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths, seizoenPath } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicEndpoints } from '../../test/public-endpoints';
import type { TestServer } from '../../test/test-server';
import { lastAudit, startOrganiserServer } from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { seasonLabel } from '@clubelf/contract/season-label';
import { ARCHIVE_CACHE_CONTROL } from '../../read-model/archive/season-sources';

async function bodies(server: TestServer, paths: readonly string[]): Promise<string[]> {
  return Promise.all(
    paths.map(async (path) => {
      const response = await server.get(path);
      expect(response.status, path).toBe(200);
      return response.text();
    }),
  );
}

describe('seasons: close, archive, next season', () => {
  let server: TestServer;
  let client: OrganiserClient;
  let current: Seizoen;
  let paths: string[];
  let before: string[];
  let champions: string[];
  let firstPersoon: { persoonId: number; name: string; position: number | null };

  beforeAll(async () => {
    ({ server, client } = await startOrganiserServer());
    const seasons = seizoenenSchema.parse(await server.getJson(apiPaths.seizoenen));
    current = seasons.find((s) => s.isCurrent)!;
    paths = (await publicEndpoints(server))
      .map((e) => e.path)
      .filter((p) => !p.startsWith('/api/seizoenen') && !p.startsWith('/api/erelijst'))
      .filter((p) => !p.startsWith('/api/personen'));
    before = await bodies(server, paths);
    const stand = tussenstandSchema.parse(await server.getJson(apiPaths.standen.tussenstand)).rows;
    champions = stand.filter((r) => r.position === 1).map((r) => r.name);
    const deelnemers = await server.getJson<Deelnemers>(apiPaths.deelnemers);
    const leader = stand[0]!;
    const entry = deelnemers.find((d) => d.id === leader.deelnemerId)!;
    firstPersoon = { persoonId: entry.persoonId, name: entry.name, position: leader.position };
  });
  afterAll(() => server.close());

  it('lists the seasons, newest first, one of them current and running', async () => {
    const seasons = seizoenenSchema.parse(await server.getJson(apiPaths.seizoenen));
    expect(seasons.map((s) => s.id)).toEqual([...seasons.map((s) => s.id)].sort((a, b) => b - a));
    expect(seasons.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(current).toMatchObject({ isFinished: false, closedEarly: false, closedAt: null });
  });

  it('answers every public GET of the current season under /api/seizoenen/{id} too', async () => {
    const scoped = await bodies(
      server,
      paths.map((p) => seizoenPath(p, current.id)),
    );
    expect(scoped).toEqual(before);
  });

  it('refuses an unknown or malformed season id in the envelope', async () => {
    const unknown = await server.get(seizoenPath(apiPaths.standen.tussenstand, 9999));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'not_found', message: 'Seizoen 9999 bestaat niet' },
    });
    const malformed = await server.get('/api/seizoenen/abc/standen/tussenstand');
    expect(malformed.status).toBe(400);
    expect((await server.get('/api/personen/9999/historie')).status).toBe(404);
  });

  it('starts no next season while the current one runs', async () => {
    const answer = await client.call('POST', organiserPaths.seizoenen, {
      name: 'Volgend seizoen',
      roundCount: 34,
    });
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.body)).toContain('Sluit het eerst af');
  });

  it('closes early only when confirmed, naming the unplayed rounds', async () => {
    const answer = await client.call('POST', organiserPaths.seizoenAfsluiten(current.id));
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.body)).toMatch(
      /Speelronde \d+(, \d+)* en 34 zijn nog niet gespeeld/,
    );
    // Nothing changed.
    const seasons = seizoenenSchema.parse(await server.getJson(apiPaths.seizoenen));
    expect(seasons.find((s) => s.id === current.id)?.isFinished).toBe(false);
  });

  it('closes with {"voortijdig": true}: finished, closed early, in the audit log', async () => {
    const closed = await client.ok<Seizoen>('POST', organiserPaths.seizoenAfsluiten(current.id), {
      voortijdig: true,
    });
    expect(closed).toMatchObject({ id: current.id, isFinished: true, closedEarly: true });
    expect((await lastAudit(server.db)).action).toBe('seizoen.afsluiten');
    const again = await client.call('POST', organiserPaths.seizoenAfsluiten(current.id), {
      voortijdig: true,
    });
    expect(again.status).toBe(409);
  });

  it('makes the closed season read-only: an organiser write answers 409 in Dutch', async () => {
    const club = await client.call('POST', organiserPaths.clubs, { name: 'Nieuwe Club' });
    expect(club.status).toBe(409);
    expect(club.body).toEqual({
      error: {
        code: 'conflict',
        message: `${seasonLabel(current.name)} is afgesloten en kan niet meer worden gewijzigd. Start het volgende seizoen om verder te gaan.`,
      },
    });
    const settings = await client.call('PUT', apiPaths.settings, {
      showAanmelding: false,
      showCompetitieOverzichten: true,
      showTeamOverzichten: true,
      showSpelersOverzichten: true,
    });
    expect(settings.status).toBe(409);
  });

  it('keeps every answer of the closed season byte for byte, with long caching', async () => {
    expect(await bodies(server, paths)).toEqual(before);
    expect(
      await bodies(
        server,
        paths.map((p) => seizoenPath(p, current.id)),
      ),
    ).toEqual(before);
    const response = await server.get(seizoenPath(apiPaths.standen.tussenstand, current.id));
    expect(response.headers.get('cache-control')).toBe(ARCHIVE_CACHE_CONTROL);
  });

  it('refuses a carry-over of unknown ids with 400, writing nothing', async () => {
    const answer = await client.call('POST', organiserPaths.seizoenen, {
      name: 'Volgend seizoen',
      roundCount: 34,
      clubIds: [999999],
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('onbekende clubs: 999999');
    const seasons = seizoenenSchema.parse(await server.getJson(apiPaths.seizoenen));
    expect(seasons.find((s) => s.isCurrent)?.id).toBe(current.id);
  });

  it('starts the next season with clubs, players and participants carried over', async () => {
    const deelnemersBefore = await server.getJson<Deelnemers>(apiPaths.deelnemers);
    const next = await client.ok<Seizoen>(
      'POST',
      organiserPaths.seizoenen,
      { name: 'Eredivisie volgend jaar', roundCount: 30 },
      201,
    );
    expect(next).toMatchObject({
      id: current.id + 1,
      name: 'Eredivisie volgend jaar',
      isCurrent: true,
      isFinished: false,
      roundCount: 30,
    });
    expect((await lastAudit(server.db)).action).toBe('seizoen.starten');

    // The public site shows the new season: nothing played, the same people with new entries.
    expect(await server.getJson(apiPaths.siteInfo)).toMatchObject({
      seasonName: 'Eredivisie volgend jaar',
    });
    const stand = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    expect(stand.round).toBe(0);
    expect(stand.rows.every((r) => r.totalScore === 0)).toBe(true);
    expect(await server.getJson(apiPaths.wedstrijdRondes)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ state: 'gespeeld' })]),
    );
    const deelnemersAfter = await server.getJson<Deelnemers>(apiPaths.deelnemers);
    expect(deelnemersAfter.map((d) => d.persoonId).sort()).toEqual(
      deelnemersBefore.map((d) => d.persoonId).sort(),
    );
    const organiserSeason = await client.ok<{ season: { settings: { periodes: unknown[] } } }>(
      'GET',
      organiserPaths.seizoen,
    );
    expect(organiserSeason.season.settings.periodes).toHaveLength(4);

    // The old season is served unchanged from its archive.
    expect(
      await bodies(
        server,
        paths.map((p) => seizoenPath(p, current.id)),
      ),
    ).toEqual(before);
    const old = await client.call('POST', organiserPaths.seizoenAfsluiten(current.id), {
      voortijdig: true,
    });
    expect(old.status).toBe(409);
  });

  it('writes the closed season into the erelijst, the records and the careers', async () => {
    const erelijst = erelijstSchema.parse(await server.getJson(apiPaths.erelijst));
    const season = erelijst.find((s) => s.seizoenId === current.id)!;
    expect(season).toMatchObject({ seizoenName: current.name, closedEarly: true });
    expect(season.prizes.find((p) => p.prize === 'kampioen')?.winners).toEqual(champions);
    // Closed early after round 20: the second half's titles were not played for.
    expect(season.prizes.find((p) => p.prize === 'periodetitel4')?.winners).toEqual([]);

    const records = erelijstRecordsSchema.parse(await server.getJson(apiPaths.erelijstRecords));
    expect(records.mostTitles.length).toBeGreaterThan(0);
    expect(records.bestTotals.length).toBeGreaterThan(0);

    const historie = persoonHistorieSchema.parse(
      await server.getJson(apiPaths.persoonHistorie(firstPersoon.persoonId)),
    );
    const closedEntry = historie.seizoenen.find((s) => s.seizoenId === current.id)!;
    expect(closedEntry).toMatchObject({
      isFinished: true,
      position: firstPersoon.position,
    });
    expect(closedEntry.prizes).toContain('kampioen');
    const running = historie.seizoenen.at(-1)!;
    expect(running).toMatchObject({ seizoenId: current.id + 1, isCurrent: true, totalScore: 0 });
  });
});

describe('a next season with only some clubs and without the participants', () => {
  let server: TestServer;
  let client: OrganiserClient;
  beforeAll(async () => {
    ({ server, client } = await startOrganiserServer());
  });
  afterAll(() => server.close());

  it('carries over what was chosen, and knows a returning participant entered anew', async () => {
    const seasons = seizoenenSchema.parse(await server.getJson(apiPaths.seizoenen));
    const current = seasons.find((s) => s.isCurrent)!;
    const oldDeelnemers = await server.getJson<Deelnemers>(apiPaths.deelnemers);
    const clubs = await client.ok<{ id: number; name: string }[]>('GET', organiserPaths.clubs);
    const kept = clubs.slice(0, 16).map((c) => c.id);
    await client.ok('POST', organiserPaths.seizoenAfsluiten(current.id), { voortijdig: true });
    await client.ok(
      'POST',
      organiserPaths.seizoenen,
      { name: 'Zonder deelnemers', roundCount: 34, clubIds: kept, deelnemerIds: [] },
      201,
    );
    expect(await server.getJson(apiPaths.deelnemers)).toEqual([]);
    const clubsAfter = await client.ok<{ id: number }[]>('GET', organiserPaths.clubs);
    expect(clubsAfter.map((c) => c.id).sort((a, b) => a - b)).toEqual(
      [...kept].sort((a, b) => a - b),
    );

    // Entered again under the same name: the same person, so their career goes on.
    const returning = oldDeelnemers[0]!;
    await client.ok(
      'POST',
      organiserPaths.deelnemers,
      { name: returning.name, teamName: 'Nieuw team', email: null, subcompetities: [] },
      201,
    );
    const newcomer = 'Iemand Helemaal Nieuw';
    await client.ok(
      'POST',
      organiserPaths.deelnemers,
      { name: newcomer, teamName: 'Nieuw team', email: null, subcompetities: [] },
      201,
    );
    const now = await server.getJson<Deelnemers>(apiPaths.deelnemers);
    expect(now.find((d) => d.name === returning.name)?.persoonId).toBe(returning.persoonId);
    const fresh = now.find((d) => d.name === newcomer)!;
    expect(oldDeelnemers.map((d) => d.persoonId)).not.toContain(fresh.persoonId);
    const historie = persoonHistorieSchema.parse(
      await server.getJson(apiPaths.persoonHistorie(returning.persoonId)),
    );
    expect(historie.seizoenen.map((s) => s.seizoenId)).toEqual(
      expect.arrayContaining([current.id, current.id + 1]),
    );
  });

  it('carries participants without their teams and subcompetities when asked', async () => {
    const seasons = seizoenenSchema.parse(await server.getJson(apiPaths.seizoenen));
    const current = seasons.find((s) => s.isCurrent)!;
    const deelnemers = await server.getJson<Deelnemers>(apiPaths.deelnemers);
    await client.ok('POST', organiserPaths.seizoenAfsluiten(current.id), { voortijdig: true });
    await client.ok(
      'POST',
      organiserPaths.seizoenen,
      {
        name: 'Zonder teams',
        roundCount: 34,
        deelnemerIds: deelnemers.map((d) => d.id),
        keepTeams: false,
      },
      201,
    );
    const after = await server.getJson<Deelnemers>(apiPaths.deelnemers);
    expect(after.map((d) => [d.name, d.teamName])).toEqual(deelnemers.map((d) => [d.name, d.name]));
    const seasonsAfter = seizoenenSchema.parse(await server.getJson(apiPaths.seizoenen));
    expect(seasonsAfter.filter((s) => s.isFinished)).toHaveLength(
      seasons.filter((s) => s.isFinished).length + 1,
    );
  });
});
