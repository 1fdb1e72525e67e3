// A season started from scratch with spreadsheets only: players (their clubs made on the way),
// the schedule, then participants with their selections.
import { organiserImportPaths } from '@clubelf/contract';
import type {
  ImportKind,
  ImportPreview,
  ImportResult,
  OrganiserClub,
  OrganiserSchedule,
  OrganiserSpeler,
  Tussenstand,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import type { Positie } from '@clubelf/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/test-server';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { dataFingerprint, startOrganiserServer } from '../../test/organiser/organiser-client';
import { FIXTURES } from './fixtures/fixture-files';
import { NIEUWE_CLUBS } from './fixtures/fixture-sheets';
import { uploadOf } from './upload-of';

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer({ empty: true, env: { DEMO: 'false' } }));
});
afterAll(() => server?.close());

const preview = (kind: ImportKind, body: unknown) =>
  client.call<ImportPreview>('POST', organiserImportPaths.preview(kind), body);

/** Preview, then write with its fingerprint; both must succeed. */
async function importFile(kind: ImportKind, body: Record<string, unknown>) {
  const seen = await preview(kind, body);
  expect(seen.status).toBe(200);
  const written = await client.call<ImportResult>('POST', organiserImportPaths.commit(kind), {
    ...body,
    fingerprint: seen.body.fingerprint,
  });
  expect(written.status).toBe(200);
  return written.body;
}

const csv = (lines: string[], fileName = 'blad.csv') =>
  uploadOf(Buffer.from(`${lines.join('\n')}\n`), { fileName });
const problemsOf = (p: ImportPreview) => p.rows.map((r) => r.problems.map((x) => x.message));

describe('a new season from spreadsheets', () => {
  it('needs a season first', async () => {
    const answer = await preview('spelers', uploadOf(FIXTURES.spelersNieuwSeizoen));
    expect(answer).toMatchObject({
      status: 409,
      body: { error: { message: 'Er is nog geen seizoen. Maak eerst een seizoen aan.' } },
    });
    await client.ok(
      'POST',
      organiserPaths.seizoen,
      { name: 'Seizoen 2027-2028', clubName: 'De Test', roundCount: 6 },
      201,
    );
  });

  it('imports the players, making their clubs', async () => {
    const result = await importFile('spelers', uploadOf(FIXTURES.spelersNieuwSeizoen));
    expect(result).toMatchObject({ written: 61, refused: 0 });
    const notes = result.rows.flatMap((r) => r.notes);
    expect(notes).toEqual(NIEUWE_CLUBS.map((c) => `Nieuwe club '${c}' wordt aangemaakt`));
    const clubs = await client.ok<OrganiserClub[]>('GET', organiserPaths.clubs);
    expect(clubs.map((c) => [c.name, c.spelerCount]).sort()).toEqual(
      [...NIEUWE_CLUBS].sort().map((c) => [c, c === NIEUWE_CLUBS[0] ? 16 : 15]),
    );
    const spelers = await client.ok<OrganiserSpeler[]>('GET', organiserPaths.spelers);
    expect(spelers.find((s) => s.name === 'Winter Aanwinst')).toMatchObject({
      position: 'Aanvaller',
      status: 'nieuw',
      availableFromRound: 4,
      clubName: NIEUWE_CLUBS[0],
    });
  });

  it('refuses players already there and rows that break a rule, each with its reason', async () => {
    const again = await preview('spelers', uploadOf(FIXTURES.spelersNieuwSeizoen));
    expect(again.body).toMatchObject({ accepted: 0, refused: 61 });
    expect(again.body.rows[0]!.problems).toEqual([
      { column: 'Naam', message: `Naam: ${NIEUWE_CLUBS[0]} heeft al een speler Bram Bakker` },
    ]);
    const club = NIEUWE_CLUBS[1];
    const { body } = await preview(
      'spelers',
      csv([
        'Naam;Club;Positie;Status;Beschikbaar vanaf',
        `Nieuwe Jongen;${club};Spits;;`,
        `Late Jongen;${club};Verdediger;nieuw;`,
        `Verre Jongen;${club};K;nieuw;9`,
        `Zieke Jongen;${club};M;geblesseerd;`,
        `Goede Jongen;${club};a;;`,
        `goede jongen;${club};A;;`,
        `Andere Club Jongen;FC Elders;V;;`,
        `;${club};V;;`,
      ]),
    );
    expect(problemsOf(body)).toEqual([
      ["Positie 'Spits' is geen Keeper, Verdediger, Middenvelder, Aanvaller"],
      ['Beschikbaar vanaf is verplicht bij status nieuw (vanaf welke speelronde te kiezen)'],
      ['Beschikbaar vanaf 9 moet tussen 1 en 6 liggen'],
      ["Status 'geblesseerd' is geen actief, nieuw, vertrokken"],
      [],
      [`'goede jongen' van ${club} staat al in regel 6`],
      [],
      ['Naam ontbreekt'],
    ]);
    expect(body.rows[6]!.notes).toEqual(["Nieuwe club 'FC Elders' wordt aangemaakt"]);
  });

  it('imports the schedule and refuses impossible matches', async () => {
    const result = await importFile('wedstrijden', uploadOf(FIXTURES.speelschema));
    expect(result).toMatchObject({ written: 12, refused: 0 });
    const schedule = await client.ok<OrganiserSchedule>('GET', organiserPaths.speelschema);
    expect(schedule.rondes.map((r) => r.wedstrijden.length)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(schedule.rondes[0]!.wedstrijden[0]).toMatchObject({
      homeClub: NIEUWE_CLUBS[0],
      awayClub: NIEUWE_CLUBS[1],
      kickoff: '2027-08-14T14:30',
    });

    const [a, b, c, d] = NIEUWE_CLUBS as [string, string, string, string];
    const before = await dataFingerprint(server.db);
    const { body } = await preview(
      'wedstrijden',
      csv([
        'Speelronde,Datum,Aftrap,Thuisclub,Uitclub',
        `1,21-08-2027,20:00,${a},${b}`,
        `7,21-08-2027,20:00,${a},${b}`,
        `2,31-02-2027,25:00,${a},${a}`,
        `3,2027-08-28,20.00,Ajax,${b}`,
        `5,2027-09-11,20:00,${c},${a}`,
        `5,2027-09-11,20:00,${c},${d}`,
      ]),
    );
    expect(problemsOf(body)).toEqual([
      [`Thuisclub: ${a} speelt al in speelronde 1`, `Uitclub: ${b} speelt al in speelronde 1`],
      ['Speelronde 7 moet tussen 1 en 6 liggen'],
      [
        "Datum '31-02-2027' is geen datum (schrijf dd-mm-jjjj)",
        "Aftrap '25:00' is geen tijd (schrijf uu:mm, bijvoorbeeld 20:00)",
        'Uitclub moet een andere club zijn dan de thuisclub',
      ],
      ["Thuisclub: onbekende club 'Ajax'"],
      [`Thuisclub: ${c} speelt al in speelronde 5`, `Uitclub: ${a} speelt al in speelronde 5`],
      [`Thuisclub: ${c} speelt al in speelronde 5`, `Uitclub: ${d} speelt al in speelronde 5`],
    ]);
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it('imports participants whose selections follow the rules, and shows them in the standing', async () => {
    const spelers = await client.ok<OrganiserSpeler[]>('GET', organiserPaths.spelers);
    const [a, b, c, d] = NIEUWE_CLUBS as [string, string, string, string];
    const take = (club: string, position: Positie, n: number) =>
      spelers
        .filter((s) => s.clubName === club && s.position === position && s.status === 'actief')
        .slice(0, n)
        .map((s) => s.name);
    // 4-3-3 with three players of a club at most.
    const keeper = take(a, 'Keeper', 1);
    const verdedigers = [...take(b, 'Verdediger', 2), ...take(c, 'Verdediger', 2)];
    const middenvelders = [...take(a, 'Middenvelder', 2), ...take(c, 'Middenvelder', 1)];
    const aanvallers = [...take(b, 'Aanvaller', 1), ...take(d, 'Aanvaller', 2)];
    const header =
      'Naam;Teamnaam;E-mail;Keeper;Verdediger 1;Verdediger 2;Verdediger 3;Verdediger 4;Middenvelder 1;Middenvelder 2;Middenvelder 3;Aanvaller 1;Aanvaller 2;Aanvaller 3';
    const row = (naam: string, players: string[]) =>
      [naam, 'De Vaste Kern', `${naam.split(' ')[0]!.toLowerCase()}@example.nl`, ...players].join(
        ';',
      );
    const good = [...keeper, ...verdedigers, ...middenvelders, ...aanvallers];
    const result = await importFile(
      'deelnemers',
      csv([
        header,
        row('Eerste Deelnemer', good),
        row('Te Vroeg', [...good.slice(0, 10), 'Winter Aanwinst']),
        row('Vijf Verdedigers', [...good.slice(0, 7), good[1]!, ...good.slice(8)]),
      ]),
    );
    expect(result).toMatchObject({ written: 1, refused: 2 });
    expect(problemsOf(result)).toEqual([
      [],
      [
        `Maximaal 3 spelers van één club: ${a} heeft er 4.`,
        'Winter Aanwinst is pas te kiezen vanaf speelronde 4.',
      ],
      [`Middenvelder 3: ${good[1]} is Verdediger, geen Middenvelder`],
    ]);
    const tussenstand = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    expect(tussenstand.rows.map((r) => [r.name, r.teamName, r.totalScore])).toEqual([
      ['Eerste Deelnemer', 'De Vaste Kern', 0],
    ]);
  });
});
