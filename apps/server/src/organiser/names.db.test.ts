// Issue 24, item 4, on SQLite and PostgreSQL: a name is a name. Every write that takes a name a
// person or organiser typed (participant, team, subcompetitie, player, club, the enrolment)
// refuses control, bidi and invisible characters and a name without a letter with a Dutch 400
// and its problems per field, never a 500 (PostgreSQL refuses NUL in text); a name is stored
// composed (NFC); an emoji sequence with its zero-width joiner is a name. The import and the
// restore refuse the same names.
import { backupPaths, organiserImportPaths } from '@clubelf/contract';
import type {
  AanmeldingOpen,
  AanmeldSpeler,
  BackupFile,
  ImportPreview,
  OrganiserDeelnemer,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { aanmeldingPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server';
import type { OrganiserClient } from '../test/organiser/organiser-client';
import { dataFingerprint, startOrganiserServer } from '../test/organiser/organiser-client';
import { uploadOf } from './import/upload-of';
import { pickSelectie } from '../test/organiser/pick-selectie';

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  // Behind a proxy, so each enrolment speaks from its own address (the rate limit).
  ({ server, client } = await startOrganiserServer({ env: { TRUST_PROXY: 'true' } }));
});
afterAll(() => server?.close());

/** Each kind of bad name, with the words its Dutch message holds. */
const BAD: [string, string, RegExp][] = [
  ['NUL', 'Jan\u0000 Smit', /stuurtekens/],
  ['BEL', 'Jan\u0007 Smit', /stuurtekens/],
  ['a newline', 'Jan\nSmit', /stuurtekens/],
  ['a right-to-left override', 'Jan \u202Etimš', /schrijfrichting/],
  ['a left-to-right mark', 'Jan Smit\u200E', /schrijfrichting/],
  ['an isolate', '\u2067Jan\u2069 Smit', /schrijfrichting/],
  ['a zero-width space inside', 'Jan\u200BSmit', /onzichtbare/],
  ['only a zero-width space', '\u200B', /letter/],
  ['a word joiner', 'Jan\u2060Smit', /onzichtbare/],
  ['no letter at all', '1234', /letter/],
];

interface Refusal {
  error: {
    code: string;
    message: string;
    details?: { problems?: { field: string | null; message: string }[] };
  };
}

function expectRefused(answer: { status: number; body: unknown }, field: string, message: RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const body = answer.body as Refusal;
  expect(body.error.code).toBe('bad_request');
  const problems = body.error.details?.problems ?? [];
  const problem = problems.find((p) => p.field === field && message.test(p.message));
  expect(problem, JSON.stringify(problems)).toBeDefined();
  expect(problem!.message.startsWith(`${field} `)).toBe(true);
}

const deelnemer = (change: Record<string, unknown>) => ({
  name: 'Goede Naam',
  teamName: 'Goed Team',
  subcompetities: [],
  email: null,
  ...change,
});

describe("the organiser's writes", () => {
  it.each(BAD)('refuse a name with %s on every name field', async (_kind, bad, message) => {
    const before = await dataFingerprint(server.db);
    const post = (path: string, body: unknown) => client.call('POST', path, body);
    expectRefused(await post(organiserPaths.deelnemers, deelnemer({ name: bad })), 'name', message);
    expectRefused(
      await post(organiserPaths.deelnemers, deelnemer({ teamName: bad })),
      'teamName',
      message,
    );
    expectRefused(
      await post(organiserPaths.deelnemers, deelnemer({ subcompetities: [bad] })),
      'subcompetities.0',
      message,
    );
    const existing = (await client.ok<OrganiserDeelnemer[]>('GET', organiserPaths.deelnemers))[0]!;
    expectRefused(
      await client.call('PUT', organiserPaths.deelnemer(existing.id), {
        version: existing.version,
        name: bad,
        teamName: existing.teamName,
        subcompetities: existing.subcompetities,
        email: existing.email,
      }),
      'name',
      message,
    );
    expectRefused(await post(organiserPaths.clubs, { name: bad }), 'name', message);
    expectRefused(
      await post(organiserPaths.spelers, {
        name: bad,
        clubId: 1,
        position: 'Keeper',
        status: 'actief',
        availableFromRound: null,
        departedFromRound: null,
      }),
      'name',
      message,
    );
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it('stores a name composed (NFC) and trimmed, and takes an emoji with its joiner', async () => {
    const created = await client.call<{ id: number }>(
      'POST',
      organiserPaths.deelnemers,
      deelnemer({ name: '  Zoe\u0308 Cafe\u0301 ', teamName: 'Team 👨‍👩‍👧 Cafe\u0301' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rows = await server.db
      .selectFrom('deelnemer')
      .innerJoin('team', 'team.id', 'deelnemer.teamId')
      .select(['deelnemer.name', 'team.name as teamName'])
      .where('deelnemer.name', 'like', 'Zo%Caf%')
      .execute();
    expect(rows).toEqual([{ name: 'Zoë Café', teamName: 'Team 👨‍👩‍👧 Café' }]);
    expect(rows[0]!.name).toHaveLength(8);
  });
});

/** A 4-3-3 with at most two players of a club. */
const pick = (spelers: AanmeldSpeler[]) => pickSelectie(spelers, [], 2).map((s) => s.id);

describe('the enrolment', () => {
  let address = 0;
  async function enrol(naam: string, teamnaam: string) {
    const open = (await (
      await client.send(aanmeldingPaths.open, { method: 'GET' })
    ).json()) as AanmeldingOpen;
    const response = await client.send(aanmeldingPaths.aanmeldingen, {
      method: 'POST',
      body: {
        naam,
        teamnaam,
        email: `naam${++address}@voorbeeld.nl`,
        telefoon: null,
        subcompetities: [],
        spelerIds: pick(open.spelers),
        toestemming: true,
        website: '',
      },
      headers: { 'x-forwarded-for': `10.24.0.${address}` },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it.each(BAD)('refuses a name with %s', async (_kind, bad, message) => {
    for (const [field, answer] of [
      ['naam', await enrol(bad, 'Goed Team')],
      ['teamnaam', await enrol('Goede Naam', bad)],
    ] as const) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      const problems = (answer.body as Refusal).error.details?.problems ?? [];
      const problem = problems.find((p) => p.field === field && message.test(p.message));
      expect(problem, JSON.stringify(problems)).toBeDefined();
    }
  });

  it('takes an emoji team name and stores the name composed', async () => {
    const answer = await enrol('Ine\u0301s Emoji', 'De 🏳️‍🌈 Elf');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const row = await server.db
      .selectFrom('aanmelding')
      .select(['naam', 'teamnaam'])
      .where('teamnaam', '=', 'De 🏳️‍🌈 Elf')
      .executeTakeFirstOrThrow();
    expect(row.naam).toBe('Inés Emoji');
  });
});

describe('the import', () => {
  const csv = (text: string) => uploadOf(Buffer.from(text), { fileName: 'namen.csv' });

  it('refuses player, club and participant names the rule refuses, row by row', async () => {
    const bad = BAD.filter(([kind]) => kind !== 'a newline');
    const before = await dataFingerprint(server.db);
    const spelers = bad.map(([, name]) => `"${name}",Ajax,Keeper`);
    const clubs = bad.map(([, name], i) => `Speler Nummer ${i},"${name}",Keeper`);
    const players = await client.call<ImportPreview>(
      'POST',
      organiserImportPaths.preview('spelers'),
      csv(`Naam,Club,Positie\n${[...spelers, ...clubs].join('\n')}\n`),
    );
    expect(players.status, JSON.stringify(players.body)).toBe(200);
    expect(players.body.accepted).toBe(0);
    players.body.rows.forEach((row, i) => {
      const [, , message] = bad[i % bad.length]!;
      const column = i < bad.length ? 'Naam' : 'Club';
      const problem = row.problems.find((p) => p.column === column && message.test(p.message));
      expect(problem, `${row.row}: ${JSON.stringify(row.problems)}`).toBeDefined();
    });

    const deelnemers = await client.call<ImportPreview>(
      'POST',
      organiserImportPaths.preview('deelnemers'),
      csv(
        `Naam,Teamnaam,E-mail,Keeper\n${bad
          .map(([, name], i) => `"${name}",Team Import,import${i}@voorbeeld.nl,`)
          .join('\n')}\n`,
      ),
    );
    expect(deelnemers.status, JSON.stringify(deelnemers.body)).toBe(200);
    expect(deelnemers.body.accepted).toBe(0);
    deelnemers.body.rows.forEach((row, i) => {
      expect(row.problems.map((p) => p.message).join('; ')).toMatch(bad[i]![2]);
    });
    expect(await dataFingerprint(server.db)).toBe(before);
  });
});

describe('the restore', () => {
  let backup: BackupFile;
  beforeAll(async () => {
    const response = await client.send(backupPaths.download, {
      method: 'GET',
      token: client.token,
    });
    backup = JSON.parse(await response.text()) as BackupFile;
  });

  function withName(table: string, column: string, value: string): BackupFile {
    const rows = backup.tables[table]!;
    const edited = rows.map((row, i) => (i === 0 ? { ...row, [column]: value } : row));
    return { ...backup, tables: { ...backup.tables, [table]: edited } };
  }

  it.each([
    ['deelnemer', 'name'],
    ['team', 'name'],
    ['speler', 'name'],
    ['club', 'name'],
    ['persoon', 'name'],
  ])('refuses a bad %s %s, and writes nothing', async (table, column) => {
    const before = await dataFingerprint(server.db);
    for (const [, bad, message] of [BAD[0]!, BAD[3]!, BAD[7]!]) {
      const answer = await client.call<Refusal>(
        'POST',
        backupPaths.restore,
        withName(table, column, bad),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error.message).toMatch(/^De back-up is ongeldig: /);
      expect(answer.body.error.message).toMatch(message);
    }
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it("refuses a bad name inside a closed season's archive", async () => {
    const seasons = backup.tables.season!;
    const index = seasons.findIndex((s) => typeof s.archive === 'string');
    expect(index).toBeGreaterThanOrEqual(0);
    const archive = JSON.parse(seasons[index]!.archive as string) as {
      input: { deelnemers: { name: string }[] };
    };
    archive.input.deelnemers[0]!.name = 'Jan\u202Etimš';
    const edited = seasons.map((s, i) =>
      i === index ? { ...s, archive: JSON.stringify(archive) } : s,
    );
    const answer = await client.call<Refusal>('POST', backupPaths.restore, {
      ...backup,
      tables: { ...backup.tables, season: edited },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.error.message).toMatch(/schrijfrichting/);
  });
});
