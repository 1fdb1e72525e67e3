import { organiserSeasonResponseSchema, siteContentSchema } from '@clubelf/contract';
import type { OrganiserSeason, SiteContent } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { CONFLICT_MESSAGE } from '@clubelf/contract/organiser/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/test-server';
import { lastAudit, startOrganiserServer } from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';

describe('a season from an empty database (DEMO=false)', () => {
  let server: TestServer;
  let client: OrganiserClient;
  beforeAll(async () => {
    ({ server, client } = await startOrganiserServer({ empty: true, env: { DEMO: 'false' } }));
  });
  afterAll(() => server.close());

  it('has no season, then creates one with the default settings and shows it publicly', async () => {
    const before = organiserSeasonResponseSchema.parse(
      await client.ok('GET', organiserPaths.seizoen),
    );
    expect(before.season).toBeNull();
    expect(await server.getJson(apiPaths.siteInfo)).toEqual({
      clubName: 'Superelf',
      seasonName: '',
    });
    const clubsBefore = await client.call('GET', organiserPaths.clubs);
    expect(clubsBefore.status).toBe(200);

    const created = await client.ok<OrganiserSeason>(
      'POST',
      organiserPaths.seizoen,
      { name: 'Eredivisie 2026-2027', clubName: 'Supportersclub De Kuip', roundCount: 34 },
      201,
    );
    expect(created).toMatchObject({ name: 'Eredivisie 2026-2027', roundCount: 34, version: 1 });
    expect(created.settings.periodes.map((p) => [p.fromRound, p.toRound])).toEqual([
      [1, 9],
      [10, 17],
      [18, 26],
      [27, 34],
    ]);
    expect(created.rondes).toHaveLength(34);
    expect(await server.getJson(apiPaths.siteInfo)).toEqual({
      clubName: 'Supportersclub De Kuip',
      seasonName: 'Eredivisie 2026-2027',
    });
    expect((await lastAudit(server.db)).action).toBe('seizoen.aanmaken');

    const again = await client.call('POST', organiserPaths.seizoen, {
      name: 'X',
      clubName: 'Y',
      roundCount: 10,
    });
    expect(again).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: 'Er is al een seizoen.' } },
    });
  });
});

describe('season settings and site content (demo season)', () => {
  let server: TestServer;
  let client: OrganiserClient;
  beforeAll(async () => {
    ({ server, client } = await startOrganiserServer());
  });
  afterAll(() => server.close());

  const readSeason = async () =>
    organiserSeasonResponseSchema.parse(await client.ok('GET', organiserPaths.seizoen)).season!;

  it('changes the scoring table and maxPerClub: the rules page shows them after the recompute', async () => {
    const season = await readSeason();
    const settings = { ...season.settings, maxPerClub: 4 };
    settings.scoreTable.Aanvaller.doelpunt = 5;
    const saved = await client.ok<OrganiserSeason>('PUT', organiserPaths.seizoen, {
      version: season.version,
      name: season.name,
      roundCount: season.roundCount,
      settings,
    });
    expect(saved.version).toBe(season.version + 1);
    const reglement = await server.getJson<{
      maxPerClub: number;
      scoreTable: { event: string; points: Record<string, number> }[];
    }>(apiPaths.reglement);
    expect(reglement.maxPerClub).toBe(4);
    expect(reglement.scoreTable.find((r) => r.event === 'doelpunt')?.points.Aanvaller).toBe(5);
    expect((await lastAudit(server.db)).action).toBe('seizoen.wijzigen');
  });

  it('refuses periods that leave a gap or do not end at the last round, naming each rule', async () => {
    const season = await readSeason();
    const periodes = [
      { nummer: 1, fromRound: 1, toRound: 9 },
      { nummer: 2, fromRound: 11, toRound: 17 },
      { nummer: 3, fromRound: 18, toRound: 26 },
      { nummer: 4, fromRound: 27, toRound: 33 },
    ];
    const answer = await client.call<{ error: { message: string } }>(
      'PUT',
      organiserPaths.seizoen,
      {
        version: season.version,
        name: season.name,
        roundCount: season.roundCount,
        settings: { ...season.settings, periodes },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(
      'settings.periodes.1.fromRound moet 10 zijn: de periodes sluiten op elkaar aan; settings.periodes.3.toRound moet 34 zijn: de laatste periode eindigt bij de laatste speelronde',
    );
    expect((await readSeason()).version).toBe(season.version);
  });

  it('refuses a round count below the rounds the schedule uses', async () => {
    const season = await readSeason();
    const answer = await client.call<{ error: { message: string } }>(
      'PUT',
      organiserPaths.seizoen,
      {
        version: season.version,
        name: season.name,
        roundCount: 30,
        settings: {
          ...season.settings,
          herbstmeisterRound: 15,
          periodes: [
            { nummer: 1, fromRound: 1, toRound: 8 },
            { nummer: 2, fromRound: 9, toRound: 15 },
            { nummer: 3, fromRound: 16, toRound: 23 },
            { nummer: 4, fromRound: 24, toRound: 30 },
          ],
        },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain(
      'roundCount mag niet kleiner zijn dan 34: er staan wedstrijden in speelronde 34',
    );
  });

  it('answers 409 to the second of two edits based on the same version', async () => {
    const season = await readSeason();
    const body = {
      version: season.version,
      name: 'Eerste',
      roundCount: season.roundCount,
      settings: season.settings,
    };
    expect((await client.call('PUT', organiserPaths.seizoen, body)).status).toBe(200);
    const second = await client.call('PUT', organiserPaths.seizoen, { ...body, name: 'Tweede' });
    expect(second).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: CONFLICT_MESSAGE } },
    });
    expect((await readSeason()).name).toBe('Eerste');
  });

  it('changes the info message, the extra rules text and the club name, shown publicly', async () => {
    const content = siteContentSchema.parse(await client.ok('GET', organiserPaths.inhoud));
    const saved = await client.ok<SiteContent>('PUT', organiserPaths.inhoud, {
      version: content.version,
      clubName: 'Supportersvereniging Oranje',
      mainMessage: 'De winterstop begint na speelronde 17.',
      reglementExtraText: '## Prijzen\n\n*Eerste prijs*: een **sjaal**. <script>alert(1)</script>',
    });
    expect(saved.version).toBe(content.version + 1);
    expect(await server.getJson(apiPaths.infoMessages)).toEqual({
      mainMessage: 'De winterstop begint na speelronde 17.',
    });
    expect((await server.getJson<{ clubName: string }>(apiPaths.siteInfo)).clubName).toBe(
      'Supportersvereniging Oranje',
    );
    expect((await server.getJson<{ extraText: string }>(apiPaths.reglement)).extraText).toContain(
      '## Prijzen',
    );
    const stale = await client.call('PUT', organiserPaths.inhoud, {
      ...saved,
      version: content.version,
    });
    expect(stale.status).toBe(409);
  });
});
