import type { InfoMessages, Reglement, Settings, SiteInfo } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { SCORE_EVENT_LABELS, SCORE_EVENTS } from '@clubelf/engine';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoExpectations } from '../../test/demo-expectations';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { AANMELD_COLUMNS, XLSX_CONTENT_TYPE } from './aanmeldformulier';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const { demo } = demoExpectations();

describe('info', () => {
  it('settings: the four flags of the season', async () => {
    expect(await server.getJson<Settings>(apiPaths.settings)).toEqual(demo.siteSettings);
  });

  it('site info and the main message', async () => {
    expect(await server.getJson<SiteInfo>(apiPaths.siteInfo)).toEqual({
      clubName: demo.clubName,
      seasonName: demo.seasonName,
    });
    expect(await server.getJson<InfoMessages>(apiPaths.infoMessages)).toEqual({
      mainMessage: demo.mainMessage,
    });
  });

  it('reglement: the scoring table in force with Dutch labels, and every setting', async () => {
    const body = await server.getJson<Reglement>(apiPaths.reglement);
    expect(body.scoreTable.map((r) => r.event)).toEqual([...SCORE_EVENTS]);
    for (const row of body.scoreTable) {
      expect(row.label).toBe(SCORE_EVENT_LABELS[row.event]);
      expect(row.points).toEqual({
        Keeper: demo.settings.scoreTable.Keeper[row.event],
        Verdediger: demo.settings.scoreTable.Verdediger[row.event],
        Middenvelder: demo.settings.scoreTable.Middenvelder[row.event],
        Aanvaller: demo.settings.scoreTable.Aanvaller[row.event],
      });
    }
    const doelpunt = body.scoreTable.find((r) => r.event === 'doelpunt')!;
    expect(doelpunt.points).toEqual({ Keeper: 10, Verdediger: 6, Middenvelder: 4, Aanvaller: 3 });
    expect(body).toMatchObject({
      cardPoints: demo.settings.cardPoints,
      formations: demo.settings.formations,
      maxPerClub: 3,
      maxTransfers: 3,
      periodes: demo.settings.periodes,
      teamMinDeelnemers: demo.settings.teamMinDeelnemers,
      herbstmeisterRound: 17,
      roundCount: 34,
      extraText: demo.reglementExtraText,
    });
  });
});

describe('aanmeldformulier.xlsx', () => {
  it('is a real spreadsheet with the sign-up columns and the rules on an instruction sheet', async () => {
    const response = await server.get(apiPaths.aanmeldformulier);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="aanmeldformulier.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const form = workbook.getWorksheet('Aanmelding')!;
    const header = (form.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(AANMELD_COLUMNS);
    expect(header).toEqual(
      expect.arrayContaining([
        'Naam',
        'Teamnaam',
        'E-mail',
        'Subcompetities',
        'Keeper',
        'Verdediger 5',
        'Middenvelder 5',
        'Aanvaller 3',
      ]),
    );
    expect(header).toHaveLength(4 + 1 + 5 + 5 + 3);
    const uitleg = workbook.worksheets.find((w) => w.name !== 'Aanmelding')!;
    const text = uitleg.getColumn(1).values.join('\n');
    for (const formation of demo.settings.formations) expect(text).toContain(formation);
    expect(text).toContain('Maximaal 3 spelers van één club');
  });

  it('answers 304 to its ETag', async () => {
    const etag = (await server.get(apiPaths.aanmeldformulier)).headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await server.get(apiPaths.aanmeldformulier, { 'if-none-match': etag })).status).toBe(
      304,
    );
  });
});
