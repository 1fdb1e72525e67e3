import { organiserImportPaths } from '@clubelf/contract';
import type { Periode, Seizoen, SiteInfo, Teamcompetitie, Tussenstand } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths, seizoenPath } from '@clubelf/contract/paths';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../../public/info/aanmeldformulier';
import type { TestServer } from '../../test/test-server';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { startOrganiserServer } from '../../test/organiser/organiser-client';

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

describe('GET /api/organiser/export/standen.xlsx?seizoen={id}', () => {
  let seasons: TestServer;
  let organiser: OrganiserClient;
  let closedId: number;
  let closedRound: number;
  beforeAll(async () => {
    ({ server: seasons, client: organiser } = await startOrganiserServer());
    const current = (await seasons.getJson<Seizoen[]>(apiPaths.seizoenen)).find(
      (s) => s.isCurrent,
    )!;
    closedId = current.id;
    await organiser.ok('POST', organiserPaths.seizoenAfsluiten(closedId), { voortijdig: true });
    closedRound = (await seasons.getJson<Tussenstand>(apiPaths.standen.tussenstand)).round;
    await organiser.ok(
      'POST',
      organiserPaths.seizoenen,
      { name: 'Seizoen erna', roundCount: 30 },
      201,
    );
  });
  afterAll(() => seasons?.close());

  const exported = (query: string) =>
    organiser.send(`${organiserImportPaths.standenExport}${query}`, {
      method: 'GET',
      token: organiser.token,
    });

  async function workbookOf(response: Response): Promise<ExcelJS.Workbook> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    return workbook;
  }

  it('exports a closed season from its archived answers', async () => {
    const response = await exported(`?seizoen=${closedId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="standen-seizoen-${closedId}-speelronde-${closedRound}.xlsx"`,
    );
    const workbook = await workbookOf(response);
    const archived = (path: string) => seasons.getJson<never>(seizoenPath(path, closedId));
    const tussenstand: Tussenstand = await archived(apiPaths.standen.tussenstand);
    expect(tussenstand.rows.length).toBeGreaterThan(0);
    expect(rowsOf(workbook.getWorksheet('Tussenstand')!)).toEqual(
      tussenstand.rows.map((r) =>
        [r.position, r.name, r.teamName, r.totalScore, r.previousPosition, r.positionChange].map(
          (c) => (c === null ? undefined : c),
        ),
      ),
    );
    const periode: Periode = await archived(apiPaths.periodetitel(1));
    expect(rowsOf(workbook.getWorksheet('Periode 1')!)).toEqual(
      periode.rows.map((r) => [r.position, r.name, r.teamName, r.score]),
    );
    const site: SiteInfo = await archived(apiPaths.siteInfo);
    expect(workbook.title).toBe(`${site.seasonName}: standen na speelronde ${closedRound}`);
  });

  it('exports the current season without ?seizoen and with its id', async () => {
    const current = (await seasons.getJson<Seizoen[]>(apiPaths.seizoenen)).find(
      (s) => s.isCurrent,
    )!;
    expect(current.id).not.toBe(closedId);
    const plain = await exported('');
    expect(plain.headers.get('content-disposition')).toBe(
      'attachment; filename="standen-speelronde-0.xlsx"',
    );
    const byId = await exported(`?seizoen=${current.id}`);
    expect(byId.status).toBe(200);
    const rows = rowsOf((await workbookOf(byId)).getWorksheet('Tussenstand')!);
    expect(rows).toEqual(rowsOf((await workbookOf(plain)).getWorksheet('Tussenstand')!));
    expect(rows.every((r) => r[3] === 0)).toBe(true);
  });

  it('answers a malformed season 400 and an unknown one 404, in the envelope', async () => {
    const cases: [string, number, string][] = [
      ['?seizoen=abc', 400, 'seizoen moet een positief geheel getal zijn'],
      ['?seizoen=0', 400, 'seizoen moet een positief geheel getal zijn'],
      ['?seizoen=-1', 400, 'seizoen moet een positief geheel getal zijn'],
      ['?seizoen=1.5', 400, 'seizoen moet een positief geheel getal zijn'],
      ['?seizoen=1e3', 400, 'seizoen moet een positief geheel getal zijn'],
      ['?seizoen=99999999999', 400, 'seizoen moet een positief geheel getal zijn'],
      ['?seizoen=2147483648', 400, 'seizoen mag hoogstens 2147483647 zijn'],
      ['?seizoen=1&seizoen=2', 400, 'seizoen moet een tekst zijn'],
      ['?jaar=2026', 400, 'Onbekend veld: jaar'],
      ['?seizoen=9999', 404, 'Seizoen 9999 bestaat niet'],
    ];
    for (const [query, status, message] of cases) {
      const answer = await organiser.call('GET', `${organiserImportPaths.standenExport}${query}`);
      expect(answer.status, query).toBe(status);
      const { error } = answer.body as { error: { code: string; message: string } };
      expect(error, query).toMatchObject({
        code: status === 400 ? 'bad_request' : 'not_found',
        message,
      });
      // A refused field is named in details.problems too (issue 25).
      if (status === 400) {
        expect(error, query).toMatchObject({ details: { problems: [{ message }] } });
      }
    }
  });
});
