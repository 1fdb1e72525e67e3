// Issue 15, entry fees: the amount, paid and open, the totals, the reminder text, the export,
// the standings setting and the backup, over real HTTP (SQLite here, PostgreSQL in server-pg).
import { backupFileSchema, backupPaths, inlegOverzichtSchema } from '@clubelf/contract';
import type {
  InlegHerinnering,
  InlegOverzicht,
  Reglement,
  RestoreResult,
  Tussenstand,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../../public/info/aanmeldformulier';
import type { TestServer } from '../../test/test-server';
import {
  dataFingerprint,
  lastAudit,
  startOrganiserServer,
} from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { todayInAmsterdam } from './inleg-service';

const running: TestServer[] = [];
let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
  running.push(server);
});
afterAll(() => Promise.all(running.map((s) => s.close())));

const overzicht = async () =>
  inlegOverzichtSchema.parse(await client.ok('GET', organiserPaths.inleg));
const setInleg = (bedragCenten: number, onbetaaldTeltMee = true, betaalinstructie = '') =>
  client.ok<InlegOverzicht>('PUT', organiserPaths.inleg, {
    bedragCenten,
    onbetaaldTeltMee,
    betaalinstructie,
  });
const pay = (id: number, wijze: string, betaaldOp = '2026-08-01', notitie: string | null = null) =>
  client.call<InlegOverzicht>('PUT', organiserPaths.inlegBetaling(id), {
    betaaldOp,
    wijze,
    notitie,
  });

describe('entry fees', () => {
  it('starts with no amount and everybody open', async () => {
    const start = await overzicht();
    expect(start.bedragCenten).toBe(0);
    expect(start.onbetaaldTeltMee).toBe(true);
    expect(start.deelnemers.length).toBeGreaterThan(10);
    expect(start.deelnemers.every((d) => !d.betaald)).toBe(true);
    expect(start.totalen).toMatchObject({ aantalBetaald: 0, ontvangen: 0 });
  });

  it('sets the amount, marks payments, and totals them per way', async () => {
    const set = await setInleg(1250, true, 'Maak over naar NL00 BANK 0123 4567 89 t.n.v. De Club.');
    expect(set.bedragCenten).toBe(1250);
    expect((await lastAudit(server.db)).action).toBe('inleg.instellen');
    const [a, b, c] = set.deelnemers;
    expect((await pay(a!.deelnemerId, 'contant')).status).toBe(200);
    expect((await pay(b!.deelnemerId, 'tikkie', todayInAmsterdam(), 'via de app')).status).toBe(
      200,
    );
    const answer = await pay(c!.deelnemerId, 'overboeking');
    expect(answer.status).toBe(200);
    expect((await lastAudit(server.db)).action).toBe('inleg.betaald');

    const after = await overzicht();
    const n = after.deelnemers.length;
    expect(after.totalen).toEqual({
      verwacht: 1250 * n,
      ontvangen: 3750,
      open: 1250 * (n - 3),
      aantalBetaald: 3,
      aantalOpen: n - 3,
      perWijze: [
        { wijze: 'contant', aantal: 1, bedrag: 1250 },
        { wijze: 'overboeking', aantal: 1, bedrag: 1250 },
        { wijze: 'tikkie', aantal: 1, bedrag: 1250 },
      ],
    });
    expect(after.deelnemers.find((d) => d.deelnemerId === b!.deelnemerId)).toMatchObject({
      betaald: true,
      wijze: 'tikkie',
      notitie: 'via de app',
    });

    // Open again: out of the totals, and a second DELETE changes nothing.
    await client.ok('DELETE', organiserPaths.inlegBetaling(c!.deelnemerId));
    expect((await lastAudit(server.db)).action).toBe('inleg.open');
    await client.ok('DELETE', organiserPaths.inlegBetaling(c!.deelnemerId));
    const reopened = await overzicht();
    expect(reopened.totalen.aantalBetaald).toBe(2);
    expect(reopened.deelnemers.find((d) => d.deelnemerId === c!.deelnemerId)!.betaald).toBe(false);
  });

  it('refuses bad input with Dutch 400s and writes nothing', async () => {
    const id = (await overzicht()).deelnemers.at(-1)!.deelnemerId;
    const before = await dataFingerprint(server.db);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [unknown, string][] = [
      [
        { betaaldOp: tomorrow, wijze: 'contant', notitie: null },
        'betaaldOp mag niet in de toekomst liggen',
      ],
      [
        { betaaldOp: '2026-08-01', wijze: 'pin', notitie: null },
        'wijze moet een van deze waarden zijn: contant, overboeking, tikkie',
      ],
      [
        { betaaldOp: '2026-02-30', wijze: 'contant', notitie: null },
        'betaaldOp is geen bestaande datum',
      ],
      [{ betaaldOp: '1-8-2026', wijze: 'contant', notitie: null }, 'betaaldOp moet een datum zijn'],
    ];
    for (const [body, message] of cases) {
      const answer = await client.call<{ error: { message: string } }>(
        'PUT',
        organiserPaths.inlegBetaling(id),
        body,
      );
      expect(answer.status, message).toBe(400);
      expect(answer.body.error.message).toContain(message);
    }
    const amount = await client.call<{ error: { message: string } }>('PUT', organiserPaths.inleg, {
      bedragCenten: -5,
      onbetaaldTeltMee: true,
      betaalinstructie: '',
    });
    expect(amount.status).toBe(400);
    expect(amount.body.error.message).toBe('bedragCenten moet minstens 0 zijn');
    const unknown = await pay(999_999, 'contant');
    expect(unknown.status).toBe(404);
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it('writes a reminder naming exactly the open participants, with the amount in Dutch', async () => {
    const now = await overzicht();
    const { tekst, namen } = await client.ok<InlegHerinnering>(
      'GET',
      organiserPaths.inlegHerinnering,
    );
    const open = now.deelnemers.filter((d) => !d.betaald);
    expect(namen).toEqual(open.map((d) => d.name));
    expect(tekst).toContain('€ 12,50');
    expect(tekst).toContain('NL00 BANK 0123 4567 89');
    const listed = tekst.split('\n').filter((line) => line.startsWith('- '));
    expect(listed).toEqual(open.map((d) => `- ${d.name} (${d.teamName})`));
    for (const paid of now.deelnemers.filter((d) => d.betaald)) {
      expect(listed.some((line) => line.startsWith(`- ${paid.name} (`))).toBe(false);
    }
  });

  it('exports the list to a spreadsheet the treasurer can open', async () => {
    const now = await overzicht();
    const response = await client.send(organiserPaths.inlegExport, {
      method: 'GET',
      token: client.token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="inleg-[A-Za-z0-9-]+\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Inleg', 'Totalen']);
    const sheet = workbook.getWorksheet('Inleg')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Naam',
      'Team',
      'Status',
      'Betaald op',
      'Wijze',
      'Bedrag',
      'Notitie',
    ]);
    expect(sheet.rowCount).toBe(now.deelnemers.length + 1);
    const rows = now.deelnemers.map((_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1));
    const paid = rows.filter((r) => r[2] === 'Betaald');
    expect(paid.map((r) => r[0]).sort()).toEqual(
      now.deelnemers
        .filter((d) => d.betaald)
        .map((d) => d.name)
        .sort(),
    );
    expect(paid.map((r) => r[4]).sort()).toEqual(['Contant', 'Tikkie']);
    expect(rows.every((r) => r[5] === 12.5)).toBe(true);
    const totals = workbook.getWorksheet('Totalen')!;
    expect((totals.getRow(4).values as unknown[]).slice(1)).toEqual(['Ontvangen', 2, 25]);
  });

  it('leaves participants whose fee is open out of the standings when the setting is off', async () => {
    const now = await overzicht();
    const unpaid = now.deelnemers.find((d) => !d.betaald)!;
    const inStand = async () => {
      const stand = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
      return stand.rows.some((r) => r.deelnemerId === unpaid.deelnemerId);
    };
    expect(await inStand()).toBe(true);
    expect((await server.getJson<Reglement>(apiPaths.reglement)).inlegRegel).toBe(
      'Wie de inleg nog niet heeft betaald, telt gewoon mee in de standen.',
    );

    await setInleg(1250, false, now.betaalinstructie);
    expect(await inStand()).toBe(false);
    const stand = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    expect(stand.rows.map((r) => r.deelnemerId).sort((a, b) => a - b)).toEqual(
      now.deelnemers
        .filter((d) => d.betaald)
        .map((d) => d.deelnemerId)
        .sort((a, b) => a - b),
    );
    expect((await server.getJson<Reglement>(apiPaths.reglement)).inlegRegel).toContain(
      'telt niet mee in de standen',
    );

    // Paying brings them back; so does turning the setting on again.
    await pay(unpaid.deelnemerId, 'contant');
    expect(await inStand()).toBe(true);
    await client.ok('DELETE', organiserPaths.inlegBetaling(unpaid.deelnemerId));
    expect(await inStand()).toBe(false);
    await setInleg(1250, true, now.betaalinstructie);
    expect(await inStand()).toBe(true);
  });

  it('keeps the amount and the payments through a backup and restore', async () => {
    const before = await overzicht();
    const response = await client.send(backupPaths.download, {
      method: 'GET',
      token: client.token,
    });
    const file = backupFileSchema.parse(JSON.parse(await response.text()));
    expect(file.tables.inlegBetaling!.length).toBe(before.totalen.aantalBetaald);

    const second = await startOrganiserServer({ empty: true, env: { DEMO: 'false' } });
    running.push(second.server);
    const restored = await second.client.call<RestoreResult>('POST', backupPaths.restore, file);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const after = inlegOverzichtSchema.parse(await second.client.ok('GET', organiserPaths.inleg));
    expect(after).toEqual(before);

    // A backup of the version before (without the tables) still restores, with nobody paid.
    // (Later migrations' tables, such as 0012's privacy, are left out with it, and so are their
    // columns: 0013's hourly enrolment cap, 0014's start round, 0016's transfer deadline and who
    // made a transfer, 0018's person of an enrolment, 0021's message settings and choices.)
    const upTo = file.migrations.indexOf('0011-inleg');
    expect(upTo).toBeGreaterThan(0);
    const {
      inleg: _i,
      inlegBetaling: _b,
      privacy: _p,
      berichtInstelling: _bi,
      berichtVoorkeur: _bv,
      ...olderTables
    } = file.tables;
    type Row = Record<string, string | number | null>;
    const without = (rows: Row[] = [], column: string): Row[] =>
      rows.map(({ [column]: _dropped, ...rest }) => rest);
    olderTables.season = without(olderTables.season, 'aanmeldingMaxPerUur');
    olderTables.deelnemer = without(olderTables.deelnemer, 'startRonde');
    olderTables.transfer = without(olderTables.transfer, 'door');
    olderTables.transferWindow = without(olderTables.transferWindow, 'sluitOp');
    olderTables.aanmelding = without(olderTables.aanmelding, 'persoonId');
    const older = await second.client.call<RestoreResult>('POST', backupPaths.restore, {
      ...file,
      migrations: file.migrations.slice(0, upTo),
      tables: olderTables,
    });
    expect(older.status, JSON.stringify(older.body)).toBe(200);
    const none = inlegOverzichtSchema.parse(await second.client.ok('GET', organiserPaths.inleg));
    expect(none.totalen.aantalBetaald).toBe(0);
    expect(none.bedragCenten).toBe(0);
  });

  it('starts the next season with nobody paid, keeping the amount', async () => {
    const before = await overzicht();
    expect(before.totalen.aantalBetaald).toBeGreaterThan(0);
    const { season } = await client.ok<{ season: { id: number } }>('GET', organiserPaths.seizoen);
    await client.ok('POST', organiserPaths.seizoenAfsluiten(season.id), { voortijdig: true });
    await client.ok('POST', organiserPaths.seizoenen, { name: '2027-2028', roundCount: 34 }, 201);
    const next = await overzicht();
    expect(next.seasonName).toBe('2027-2028');
    expect(next.bedragCenten).toBe(before.bedragCenten);
    expect(next.deelnemers.length).toBe(before.deelnemers.length);
    expect(next.totalen.aantalBetaald).toBe(0);
    expect(next.deelnemers.every((d) => !d.betaald)).toBe(true);
  });
});
