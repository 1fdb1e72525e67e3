// Finding 4 of issue 10: a restore checks every row with the organiser API's rules. Each bad
// backup is a real one, downloaded over HTTP and edited: refused with a Dutch 400 naming the row,
// and nothing written (before, these gave a 500 or were stored as they were).
import { backupPaths } from '@clubelf/contract';
import type { BackupFile } from '@clubelf/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { dataFingerprint, startOrganiserServer } from '../../test/organiser/organiser-client';
import type { TestServer } from '../../test/test-server';
import type { BackupRow } from './backup-repository';

let server: TestServer;
let client: OrganiserClient;
let backup: BackupFile;
let before: string;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
  const response = await client.send(backupPaths.download, { method: 'GET', token: client.token });
  backup = JSON.parse(await response.text()) as BackupFile;
  before = await dataFingerprint(server.db);
});
afterAll(() => server?.close());

/** The backup with one row of a table changed (index from 0). */
function withRow(table: string, index: number, change: BackupRow): BackupFile {
  const rows = backup.tables[table]!;
  expect(rows.length, table).toBeGreaterThan(index);
  const edited = rows.map((row, i) => (i === index ? { ...row, ...change } : row));
  return { ...backup, tables: { ...backup.tables, [table]: edited } };
}

async function expectRefused(body: BackupFile, message: string | RegExp) {
  const answer = await client.call<{ error: { message: string } }>(
    'POST',
    backupPaths.restore,
    body,
  );
  expect(answer.status).toBe(400);
  expect(answer.body.error.message).toMatch(/^De back-up is ongeldig: /);
  expect(answer.body.error.message).toMatch(message);
  expect(await dataFingerprint(server.db)).toBe(before);
}

describe('a restore checks every row with the organiser API rules', () => {
  it('refuses gameSettings that are not JSON', async () => {
    await expectRefused(
      withRow('season', 0, { gameSettings: '{niet json' }),
      'Tabel season, rij 1: gameSettings is geen geldige JSON',
    );
  });

  it('refuses game settings the API refuses (a herbstmeister round past the season)', async () => {
    const settings = JSON.parse(backup.tables.season![0]!.gameSettings as string) as {
      herbstmeisterRound: number;
    };
    await expectRefused(
      withRow('season', 0, {
        gameSettings: JSON.stringify({ ...settings, herbstmeisterRound: 50 }),
      }),
      'gameSettings: settings.herbstmeisterRound mag hoogstens 34 zijn',
    );
  });

  it('refuses an unknown player status', async () => {
    await expectRefused(
      withRow('speler', 11, { status: 'onbekend' }),
      "Tabel speler, rij 12: status 'onbekend' bestaat niet (kies uit ",
    );
  });

  it('refuses malformed cup byes', async () => {
    await expectRefused(withRow('bekerRonde', 0, { byes: '[1,' }), 'byes is geen geldige JSON');
    await expectRefused(
      withRow('bekerRonde', 0, { byes: '{"eerste":1}' }),
      'Tabel bekerRonde, rij 1: byes moet een lijst zijn',
    );
    await expectRefused(withRow('bekerRonde', 0, { byes: '[0]' }), 'byes.0 moet minstens 1 zijn');
  });

  it('refuses goals of -5 and of 2^31', async () => {
    await expectRefused(
      withRow('spelerEvents', 0, { goals: -5 }),
      'Tabel spelerEvents, rij 1: goals moet minstens 0 zijn',
    );
    await expectRefused(
      withRow('wedstrijd', 0, { homeGoals: 2 ** 31 }),
      'Tabel wedstrijd, rij 1: homeGoals mag hoogstens 99 zijn',
    );
  });

  it('refuses round 999, and a round past the season', async () => {
    await expectRefused(
      withRow('wedstrijd', 0, { round: 999 }),
      'Tabel wedstrijd, rij 1: round mag hoogstens 60 zijn',
    );
    await expectRefused(
      withRow('wedstrijd', 0, { round: 35 }),
      'Tabel wedstrijd, rij 1: round mag hoogstens 34 zijn (het aantal speelrondes)',
    );
  });

  it("refuses the kickoff 'gisteren'", async () => {
    await expectRefused(
      withRow('wedstrijd', 0, { kickoff: 'gisteren' }),
      'Tabel wedstrijd, rij 1: kickoff moet een datum en tijd zijn zoals 2026-08-15T20:00',
    );
  });

  it('refuses a club name of 2 MB', async () => {
    await expectRefused(
      withRow('club', 0, { name: 'x'.repeat(2 * 1024 * 1024) }),
      'Tabel club, rij 1: name mag hoogstens 100 tekens hebben',
    );
  });

  it('refuses a 12th selection slot', async () => {
    const first = backup.tables.selectieSpeler![0]!;
    const twelfth = { ...first, slot: 11, playerId: 1 };
    await expectRefused(
      {
        ...backup,
        tables: {
          ...backup.tables,
          selectieSpeler: [...backup.tables.selectieSpeler!, twelfth],
        },
      },
      /slot mag hoogstens 10 zijn.*deelnemer \d+ heeft 12 spelers in zijn selectie, dat moeten er 11 zijn/,
    );
  });

  it('refuses a roundCount of 100000 at once', async () => {
    const body = withRow('season', 0, { roundCount: 100_000 });
    const answer = await client.call('POST', backupPaths.restore, body);
    // Refused by the row rules, which run before the transaction: a refusal after computing a
    // season of that size (5 s) would name the engine's failure instead. The message, not a
    // clock, shows the order, so a busy machine cannot fail this.
    expect(answer.status).toBe(400);
    await expectRefused(body, 'Tabel season, rij 1: roundCount mag hoogstens 60 zijn');
  });

  it('refuses a backup without an organiser account, keeping the current ones', async () => {
    await expectRefused(
      { ...backup, tables: { ...backup.tables, account: [] } },
      /Tabel account is leeg: na het terugzetten zou niemand meer kunnen inloggen/,
    );
  });

  it('names the first ten problems and says there are more', async () => {
    const spelers = backup.tables.speler!.map((s) => ({ ...s, status: 'onbekend' }));
    const answer = await client.call<{ error: { message: string } }>('POST', backupPaths.restore, {
      ...backup,
      tables: { ...backup.tables, speler: spelers },
    });
    expect(answer.status).toBe(400);
    const problems = answer.body.error.message.split('; ');
    expect(problems).toHaveLength(11);
    expect(problems.at(-1)).toBe('en meer');
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it('still restores the untouched backup', async () => {
    const answer = await client.call('POST', backupPaths.restore, backup);
    expect(answer.status).toBe(200);
  });
});
