import { organiserImportPaths } from '@clubelf/contract';
import type {
  Deelnemers,
  ImportKind,
  ImportPreview,
  ImportResult,
  OrganiserDeelnemer,
  Uitslag,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoExpectations } from '../../test/demo-expectations';
import type { TestServer } from '../../test/test-server';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import {
  dataFingerprint,
  lastAudit,
  startOrganiserServer,
} from '../../test/organiser/organiser-client';
import { FIXTURES } from './fixtures/fixture-files';
import { EVENTS_RONDE } from './fixtures/fixture-sheets';
import { IMPORT_BODY_LIMIT } from './import-routes';
import { uploadOf } from './upload-of';

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
});
afterAll(() => server?.close());

const { demo } = demoExpectations();

const preview = (kind: ImportKind, body: unknown) =>
  client.call<ImportPreview>('POST', organiserImportPaths.preview(kind), body);
const commit = (kind: ImportKind, body: unknown) =>
  client.call<ImportResult>('POST', organiserImportPaths.commit(kind), body);

/** The sign-ups of FIXTURES.deelnemersTweeFouten that it accepts. */
const TWEE_FOUTEN_ACCEPTED = ['Piet Aanmelder', 'Sanne de Boer', 'Ömer Yılmaz'];

/** Removes these participants if a test before has imported them: each test starts without. */
async function withoutDeelnemers(names: string[]): Promise<void> {
  const deelnemers = await client.ok<OrganiserDeelnemer[]>('GET', organiserPaths.deelnemers);
  for (const d of deelnemers.filter((x) => names.includes(x.name))) {
    const path = organiserPaths.withVersion(organiserPaths.deelnemer(d.id), d.version);
    await client.ok('DELETE', path, undefined, 204);
  }
}

describe('import deelnemers: the filled-in interest form', () => {
  it('previews every row, refuses exactly the two bad ones with reasons, and writes nothing', async () => {
    await withoutDeelnemers(TWEE_FOUTEN_ACCEPTED);
    const before = await dataFingerprint(server.db);
    const answer = await preview('deelnemers', uploadOf(FIXTURES.deelnemersTweeFouten));
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body).toMatchObject({
      kind: 'deelnemers',
      sheetName: 'Aanmelding',
      accepted: 3,
      refused: 2,
    });
    expect(body.rows.map((r) => [r.row, r.label, r.status])).toEqual([
      [2, 'Piet Aanmelder', 'accepted'],
      [3, 'Kees Onbekend', 'refused'],
      [4, 'Sanne de Boer', 'accepted'],
      [5, 'Lotte Teveel', 'refused'],
      [6, 'Ömer Yılmaz', 'accepted'],
    ]);
    expect(body.rows[1]!.problems).toEqual([
      { column: 'Keeper', message: "Keeper: onbekende speler 'Jan Nergens'" },
    ]);
    expect(body.rows[3]!.problems).toEqual([
      {
        column: 'Keeper',
        message: `Maximaal 3 spelers van één club: ${demo.clubs[0]!.name} heeft er 4.`,
      },
    ]);
    expect(body.rows[0]!.notes).toEqual([
      "Nieuw team 'Vrienden van de Noordtribune' wordt aangemaakt",
    ]);
    expect(body.rows[2]!.notes).toEqual([]);
    expect(body.fingerprint).toMatch(/^[\w-]{43}$/);
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it('writes the accepted rows with their selection, one audit entry, and shows them publicly', async () => {
    await withoutDeelnemers(TWEE_FOUTEN_ACCEPTED);
    const upload = uploadOf(FIXTURES.deelnemersTweeFouten);
    const { body: seen } = await preview('deelnemers', upload);
    const answer = await commit('deelnemers', { ...upload, fingerprint: seen.fingerprint });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ written: 3, refused: 2 });

    const audit = await lastAudit(server.db);
    expect(audit).toMatchObject({ action: 'import.deelnemers', userName: 'Jan Organisator' });
    expect(JSON.parse(audit.details)).toMatchObject({
      deelnemers: TWEE_FOUTEN_ACCEPTED,
      withSelectie: 3,
      refused: 2,
      fileName: 'deelnemers-twee-fouten.xlsx',
    });

    const names = (await server.getJson<Deelnemers>(apiPaths.deelnemers)).map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(TWEE_FOUTEN_ACCEPTED));
    expect(names).not.toContain('Kees Onbekend');
    expect(names).not.toContain('Lotte Teveel');

    const deelnemers = await client.ok<OrganiserDeelnemer[]>('GET', organiserPaths.deelnemers);
    const sanne = deelnemers.find((d) => d.name === 'Sanne de Boer')!;
    expect(sanne).toMatchObject({
      teamName: demo.teams[0]!.name,
      email: 'sanne@example.nl',
      subcompetities: ['Dames', 'Jeugd'],
    });
    expect(sanne.selectie).toHaveLength(11);
    expect(deelnemers.find((d) => d.name === 'Ömer Yılmaz')!.teamName).toBe('Café De Kromme Hoek');
  });

  it('refuses the same file again: the accepted rows are now duplicates, nothing is left to write', async () => {
    // Its own file, imported once here, so the test needs no other test before it.
    const upload = uploadOf(
      Buffer.from(
        [
          'Naam,Teamnaam,E-mail,Keeper',
          'Dubbel Een,Familie Dubbel,een@dubbel.example.nl,',
          'Dubbel Twee,Familie Dubbel,twee@dubbel.example.nl,',
          '',
        ].join('\n'),
      ),
      { fileName: 'dubbel.csv' },
    );
    const { body: first } = await preview('deelnemers', upload);
    expect(first).toMatchObject({ accepted: 2, refused: 0 });
    const written = await commit('deelnemers', { ...upload, fingerprint: first.fingerprint });
    expect(written.body).toMatchObject({ written: 2 });

    const { body } = await preview('deelnemers', upload);
    expect(body).toMatchObject({ accepted: 0, refused: 2 });
    expect(body.rows.map((r) => r.problems)).toEqual(
      ['Dubbel Een', 'Dubbel Twee'].map((name) => [
        { column: 'Naam', message: `Er is al een deelnemer '${name}' in team 'Familie Dubbel'` },
      ]),
    );
    const before = await dataFingerprint(server.db);
    const answer = await commit('deelnemers', { ...upload, fingerprint: body.fingerprint });
    expect(answer.status).toBe(400);
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it('reads a semicolon CSV with a byte-order mark, as Dutch Excel saves it', async () => {
    const upload = uploadOf(FIXTURES.deelnemersCsv);
    const { status, body } = await preview('deelnemers', upload);
    expect(status).toBe(200);
    expect(body).toMatchObject({ sheetName: 'CSV', accepted: 2, refused: 0, warnings: [] });
    const answer = await commit('deelnemers', { ...upload, fingerprint: body.fingerprint });
    expect(answer.body).toMatchObject({ written: 2 });
    const henk = (await client.ok<OrganiserDeelnemer[]>('GET', organiserPaths.deelnemers)).find(
      (d) => d.name === 'Henk Puntkomma',
    )!;
    expect(henk).toMatchObject({
      email: 'henk@example.nl',
      subcompetities: [],
      teamName: 'Familie Puntkomma',
    });
  });

  it('refuses a sign-up without an e-mail address, as the form says, and a file without the column', async () => {
    const before = await dataFingerprint(server.db);
    const upload = uploadOf(
      Buffer.from(
        [
          'Naam,Teamnaam,E-mail,Keeper',
          'Met Adres,Familie Adres,met@example.nl,',
          'Zonder Adres,Familie Adres,,',
          'Spatie Adres,Familie Adres, ,',
          '',
        ].join('\n'),
      ),
      { fileName: 'adressen.csv' },
    );
    const { status, body } = await preview('deelnemers', upload);
    expect(status).toBe(200);
    expect(body).toMatchObject({ accepted: 1, refused: 2 });
    expect(body.rows.map((r) => [r.label, r.status, r.problems])).toEqual([
      ['Met Adres', 'accepted', []],
      ['Zonder Adres', 'refused', [{ column: 'E-mail', message: 'E-mail ontbreekt' }]],
      ['Spatie Adres', 'refused', [{ column: 'E-mail', message: 'E-mail ontbreekt' }]],
    ]);

    const withoutColumn = Buffer.from('Naam,Teamnaam,Keeper\nGeen Kolom,Familie Adres,\n');
    const answer = await preview(
      'deelnemers',
      uploadOf(withoutColumn, { fileName: 'zonder-kolom.csv' }),
    );
    expect(answer.status).toBe(400);
    expect((answer.body as unknown as { error: { message: string } }).error.message).toContain(
      "Op blad 'CSV' ontbreekt: 'E-mail'",
    );
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it('answers 409 and writes nothing when the data changed since the preview', async () => {
    const csv = Buffer.from(
      'Naam,Teamnaam,E-mail,Keeper\nEen Nakomer,Familie Nakomer,een@example.nl,\nTwee Nakomer,Familie Nakomer,twee@example.nl,\n',
    );
    const upload = uploadOf(csv, { fileName: 'nakomers.csv' });
    const { body } = await preview('deelnemers', upload);
    expect(body).toMatchObject({ accepted: 2 });
    expect(body.rows[0]!.notes).toContain('Zonder selectie: voer die later in');
    await client.ok(
      'POST',
      organiserPaths.deelnemers,
      {
        name: 'Een Nakomer',
        teamName: 'Familie Nakomer',
        subcompetities: [],
        email: null,
      },
      201,
    );
    const before = await dataFingerprint(server.db);
    const answer = await commit('deelnemers', { ...upload, fingerprint: body.fingerprint });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: { code: 'conflict' } });
    expect(await dataFingerprint(server.db)).toBe(before);
  });
});

describe('import spelerevents', () => {
  it('replaces the imported players events of a played round and raises the match versions', async () => {
    const upload = uploadOf(FIXTURES.spelereventsRonde, { ronde: EVENTS_RONDE });
    const { status, body } = await preview('spelerevents', upload);
    expect(status).toBe(200);
    expect(body.refused).toBe(0);
    expect(body.rows.every((r) => r.action === 'replace')).toBe(true);

    const match = demo.wedstrijden.find((w) => w.round === EVENTS_RONDE)!;
    const first = demo.events.find((e) => e.matchId === match.id)!;
    const before = await client.ok<Uitslag>('GET', organiserPaths.uitslag(match.id));
    const answer = await commit('spelerevents', { ...upload, fingerprint: body.fingerprint });
    expect(answer.body).toMatchObject({ written: body.rows.length });
    const after = await client.ok<Uitslag>('GET', organiserPaths.uitslag(match.id));
    expect(after.wedstrijd.version).toBe(before.wedstrijd.version + 1);
    const assists = (u: Uitslag) => u.spelers.find((s) => s.playerId === first.playerId)!.assists;
    expect(assists(after)).toBe(assists(before) + 1);
    expect((await lastAudit(server.db)).action).toBe('import.spelerevents');
  });

  it('refuses rows against the results grid rules, and a round without a result', async () => {
    const match = demo.wedstrijden.find((w) => w.round === EVENTS_RONDE)!;
    const player = (clubId: number) =>
      demo.spelers.find((s) => s.clubId === clubId && s.status === 'actief')!;
    const home = player(match.homeClubId);
    const away = player(match.awayClubId);
    const next = demo.wedstrijden.find((w) => w.round === EVENTS_RONDE + 1)!;
    const later = player(next.homeClubId);
    const csv = [
      'Speler;Gespeeld;Basisplaats;Doelpunten;Penaltydoelpunten;Geel',
      `${home.name};ja;nee;0;1;nee`,
      `${away.name};nee;nee;0;0;ja`,
      `${home.name};ja;nee;0;0;nee`,
      `Niemand Bekend;ja;ja;0;0;nee`,
      `${away.name.toUpperCase()};misschien;ja;0;0;nee`,
    ].join('\n');
    const { body } = await preview(
      'spelerevents',
      uploadOf(Buffer.from(csv), { fileName: 'x.csv', ronde: EVENTS_RONDE }),
    );
    const problems = body.rows.map((r) => r.problems.map((p) => `${p.column}: ${p.message}`));
    expect(problems[0]).toEqual([
      `Penaltydoelpunten: ${home.name} heeft meer penaltydoelpunten (1) dan doelpunten (0)`,
    ]);
    expect(problems[1]).toEqual([
      `null: ${away.name} heeft niet gespeeld maar heeft wel gebeurtenissen (zet Gespeeld op ja)`,
    ]);
    expect(problems[2]).toEqual([`Speler: ${home.name} staat al in regel 2`]);
    expect(problems[3]).toEqual(["Speler: Speler: onbekende speler 'Niemand Bekend'"]);
    expect(problems[4]).toEqual([
      "Gespeeld: Gespeeld 'misschien' is geen ja of nee",
      `Speler: ${away.name} staat al in regel 3`,
    ]);

    const unplayed = `Speler,Gespeeld,Basisplaats\n${later.name},ja,ja\n`;
    const { body: notYet } = await preview(
      'spelerevents',
      uploadOf(Buffer.from(unplayed), { fileName: 'y.csv', ronde: EVENTS_RONDE + 1 }),
    );
    expect(notYet.rows[0]!.problems[0]!.message).toMatch(/nog niet ingevoerd: voer die eerst in$/);
  });
});

describe('the file as a whole', () => {
  const csv = (text: string, fileName = 'blad.csv') => uploadOf(Buffer.from(text), { fileName });

  it('takes the first sheet with the columns, ignores case and names the columns it does not read', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Uitleg').addRow(['Lees dit eerst']);
    const sheet = workbook.addWorksheet('Lijst');
    sheet.addRow([' naam ', 'TEAMNAAM', 'e-MAIL', 'keeper', 'Opmerking']);
    sheet.addRow(['Iemand Nieuws', 'Familie Nieuws', 'iemand@example.nl', null, 'betaald']);
    sheet.addRow([null, null, null, null, 'alleen een opmerking']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const { status, body } = await preview('deelnemers', uploadOf(file));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      sheetName: 'Lijst',
      accepted: 1,
      warnings: ["De kolom 'Opmerking' wordt niet gelezen"],
    });
    expect(body.rows.map((r) => r.row)).toEqual([2]);
  });

  it('refuses an unreadable, oversized or overfull file with 400, writing nothing', async () => {
    const before = await dataFingerprint(server.db);
    const bomb = new JSZip();
    bomb.file('xl/worksheets/sheet1.xml', Buffer.alloc(41 * 1024 * 1024));
    const packed = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const rows = Array.from({ length: 2001 }, (_, i) => `Deelnemer ${i},Team,d${i}@example.nl,`);
    const cases: [unknown, string][] = [
      [
        uploadOf(packed, { fileName: 'groot.xlsx' }),
        'Het .xlsx-bestand is uitgepakt te groot (meer dan 40 MB)',
      ],
      [
        csv(`Naam,Teamnaam,E-mail,Keeper\n${rows.join('\n')}\n`),
        'Het blad heeft 2001 regels; hoogstens 2000 per bestand',
      ],
      [
        uploadOf(Buffer.from('PK\u0003\u0004kapot'), { fileName: 'kapot.xlsx' }),
        'Het .xlsx-bestand is beschadigd en kan niet worden geopend',
      ],
      [uploadOf(packed, { fileName: 'stiekem.csv' }), 'Het bestand is geen .csv-tekstbestand'],
      [
        uploadOf(Buffer.from([0x4e, 0x0a, 0xff, 0xfe]), { fileName: 'latin.csv' }),
        'Het .csv-bestand is geen UTF-8-tekst',
      ],
      [
        csv('Naam,Naam,Teamnaam,E-mail,Keeper\na,b,c,d@example.nl,\n'),
        "De kolom 'Naam' staat meer dan één keer in de kopregel",
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await preview('deelnemers', body);
      expect(answer.status, message).toBe(400);
      expect((answer.body as unknown as { error: { message: string } }).error.message).toContain(
        message,
      );
    }
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it('answers 404 for an unknown kind and 413 for a body beyond the limit', async () => {
    const unknown = await client.call(
      'POST',
      '/api/organiser/import/bekers/preview',
      uploadOf(FIXTURES.deelnemersCsv),
    );
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    const huge = { fileName: 'x.csv', content: 'A'.repeat(IMPORT_BODY_LIMIT) };
    expect((await preview('deelnemers', huge)).status).toBe(413);
  });
});
