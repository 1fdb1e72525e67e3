import { organiserImportPaths } from '@clubelf/contract';
import type { Periode, Teamcompetitie, Tussenstand } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../../info/aanmeldformulier';
import type { TestServer } from '../../test/test-server';
import type { OrganiserClient } from '../test/organiser-client';
import { startOrganiserServer } from '../test/organiser-client';

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
});
afterAll(() => server?.close());

const generation = async () =>
  (await server.db.selectFrom('viewGeneration').select('generation').executeTakeFirstOrThrow())
    .generation;

/** A sheet's rows below the header, as plain values. */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('GET /api/organiser/export/standen.xlsx', () => {
  it('holds every standing as the public API serves it, a sheet each, without recomputing', async () => {
    const before = await generation();
    const response = await client.send(organiserImportPaths.standenExport, {
      method: 'GET',
      token: client.token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const tussenstand = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="standen-speelronde-${tussenstand.round}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Tussenstand',
      'Fairplaycup',
      'Highscorecup',
      'Periode 1',
      'Periode 2',
      'Periode 3',
      'Periode 4',
      'Teamcompetitie',
    ]);

    const sheet = workbook.getWorksheet('Tussenstand')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Positie',
      'Naam',
      'Team',
      'Totaal',
      'Vorige positie',
      'Verschil',
    ]);
    expect(rowsOf(sheet)).toEqual(
      tussenstand.rows.map((r) => {
        const cells = [
          r.position,
          r.name,
          r.teamName,
          r.totalScore,
          r.previousPosition,
          r.positionChange,
        ];
        // exceljs reads an empty cell as a hole in the row.
        return cells.map((c) => (c === null ? undefined : c));
      }),
    );

    const periode = await server.getJson<Periode>(apiPaths.periodetitel(2));
    expect(rowsOf(workbook.getWorksheet('Periode 2')!)).toEqual(
      periode.rows.map((r) => [r.position, r.name, r.teamName, r.score]),
    );
    const teams = await server.getJson<Teamcompetitie>(apiPaths.teamstanden.teamcompetitie);
    const teamSheet = workbook.getWorksheet('Teamcompetitie')!;
    expect(rowsOf(teamSheet)).toEqual(
      teams.teamcompetitiePositions.map((r) => [
        r.position,
        r.teamName,
        r.deelnemerCount,
        r.totalScore,
        r.averageScore,
      ]),
    );
    expect(teamSheet.getCell('E2').numFmt).toBe('0.0');
    expect(rowsOf(workbook.getWorksheet('Highscorecup')!)).toHaveLength(250);
    expect(await generation()).toBe(before);
  });

  it('needs a signed-in organiser', async () => {
    const response = await client.send(organiserImportPaths.standenExport, { method: 'GET' });
    expect(response.status).toBe(401);
  });

  it('answers 404 on a database without a season', async () => {
    const empty = await startOrganiserServer({ empty: true, env: { DEMO: 'false' } });
    try {
      const answer = await empty.client.call('GET', organiserImportPaths.standenExport);
      expect(answer).toMatchObject({
        status: 404,
        body: { error: { message: 'Er is nog niets te exporteren: er is geen seizoen' } },
      });
    } finally {
      await empty.server.close();
    }
  });
});
