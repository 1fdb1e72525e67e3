// A fresh install (DEMO=false, empty database): before the organiser creates a season, every
// public GET answers as for a season with nothing in it yet, so the site shows its empty states.
import type {
  BekerRondeSummary,
  InfoMessages,
  PeriodetitelsSummary,
  Reglement,
  Settings,
  SiteInfo,
  Speelronde,
  Tussenstand,
  TussenstandSummary,
} from '@clubelf/contract';
import { bekerRondeDetailSchema } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganiserServer } from '../test/organiser/organiser-client';
import type { OrganiserClient } from '../test/organiser/organiser-client';
import { apiPathNames, NOT_JSON_GETS, publicEndpoints } from '../test/public-endpoints';
import type { TestServer } from '../test/test-server';
import { EMPTY_SEASON_MESSAGE } from './empty-season';

/** Routes naming a deelnemer, player, club or cup round by id: with none yet there is none to find. */
const ID_ROUTES = [
  'deelnemer',
  'speler',
  'club',
  'deelnemerRonde',
  'deelnemerSummary',
  'bekerronde',
  'teambekerronde',
  'persoonHistorie',
  'bulletin',
];

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer({ empty: true, env: { DEMO: 'false' } }));
});
afterAll(() => server?.close());

describe('before the organiser creates a season', () => {
  it('the database holds no season', async () => {
    expect(await server.db.selectFrom('season').selectAll().execute()).toEqual([]);
  });

  it('every public GET of apiPaths answers 200 in the contract shape, id routes 404', async () => {
    // No cup rounds to list, so ask for the first one of each cup directly.
    const endpoints = [
      ...(await publicEndpoints(server)),
      { name: 'bekerronde', path: apiPaths.bekerronde(1), schema: bekerRondeDetailSchema },
      { name: 'teambekerronde', path: apiPaths.teambekerronde(1), schema: bekerRondeDetailSchema },
    ];
    const names = new Set(endpoints.map((e) => e.name));
    expect(apiPathNames().filter((n) => !names.has(n) && !NOT_JSON_GETS.includes(n))).toEqual([]);
    for (const { name, path, schema } of endpoints) {
      const response = await server.get(path);
      if (ID_ROUTES.includes(name)) {
        expect(response.status, path).toBe(404);
        continue;
      }
      expect(response.status, path).toBe(200);
      const body: unknown = await response.json();
      expect(schema.parse(body), path).toEqual(body);
    }
  });

  it('answers with a welcome, the default rules and empty standings', async () => {
    expect(await server.getJson<Settings>(apiPaths.settings)).toEqual({
      showAanmelding: true,
      showCompetitieOverzichten: true,
      showTeamOverzichten: true,
      showSpelersOverzichten: true,
    });
    expect(await server.getJson<SiteInfo>(apiPaths.siteInfo)).toEqual({
      clubName: 'Superelf',
      seasonName: '',
    });
    const info = await server.getJson<InfoMessages>(apiPaths.infoMessages);
    expect(info.mainMessage).toBe(EMPTY_SEASON_MESSAGE);
    expect(info.mainMessage).toMatch(/^Welkom!/);
    const reglement = await server.getJson<Reglement>(apiPaths.reglement);
    expect(reglement).toMatchObject({ roundCount: 34, maxPerClub: 3, maxTransfers: 3 });

    const summary = await server.getJson<TussenstandSummary>(apiPaths.summary.tussenstand);
    expect(summary).toEqual({
      round: 0,
      rondeStatus: { round: 0, state: 'gepland', gespeeld: 0, totaal: 0 },
      rondeWinnaars: [],
      tussenstandPositions: [],
    });
    const speelronde = await server.getJson<Speelronde>(apiPaths.summary.speelronde);
    expect(speelronde).toEqual({ round: 1, state: 'gepland', wedstrijden: [] });
    const periodes = await server.getJson<PeriodetitelsSummary>(apiPaths.summary.periodetitels);
    expect(periodes.currentPeriod).toBe(1);
    expect(periodes.periodetitels.map((p) => [p.fromRound, p.toRound, p.isActive])).toEqual([
      [1, 9, false],
      [10, 17, false],
      [18, 26, false],
      [27, 34, false],
    ]);
    expect(await server.getJson(apiPaths.summary.bekerronde)).toBeNull();
    expect(await server.getJson(apiPaths.summary.teambekerronde)).toBeNull();

    expect((await server.getJson<Tussenstand>(apiPaths.standen.tussenstand)).rows).toEqual([]);
    expect(await server.getJson<BekerRondeSummary[]>(apiPaths.bekerrondes)).toEqual([]);
    expect(await server.getJson(apiPaths.deelnemers)).toEqual([]);
    expect(await server.getJson(apiPaths.spelers('actief'))).toEqual([]);
  });

  it('offers the interest form', async () => {
    const response = await server.get(apiPaths.aanmeldformulier);
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});

describe('once the organiser creates a season', () => {
  it('the public API shows that season instead', async () => {
    await client.ok(
      'POST',
      organiserPaths.seizoen,
      { name: 'Eredivisie 2026-2027', clubName: 'Supportersclub De Kuip', roundCount: 18 },
      201,
    );
    expect(await server.getJson<SiteInfo>(apiPaths.siteInfo)).toEqual({
      clubName: 'Supportersclub De Kuip',
      seasonName: 'Eredivisie 2026-2027',
    });
    const info = await server.getJson<InfoMessages>(apiPaths.infoMessages);
    expect(info.mainMessage).not.toBe(EMPTY_SEASON_MESSAGE);
    expect((await server.getJson<Reglement>(apiPaths.reglement)).roundCount).toBe(18);
    const periodes = await server.getJson<PeriodetitelsSummary>(apiPaths.summary.periodetitels);
    expect(periodes.periodetitels.at(-1)?.toRound).toBe(18);
  });
});
