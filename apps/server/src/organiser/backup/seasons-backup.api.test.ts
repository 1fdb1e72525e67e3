// Issue 12: a backup holds every season. A closed season (its archive, its outcome per person and
// per prize) and the persons come back with a restore, and the closed season's public answers
// are rebuilt from its archive byte for byte as they were stored when it closed. The rules
// between seasons refuse a bad backup with a Dutch 400 and nothing written.
import { createHash } from 'node:crypto';
import { backupFileSchema, backupPaths } from '@clubelf/contract';
import type { BackupFile, RestoreResult, Seizoen } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths, seizoenPath } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { dataFingerprint, startOrganiserServer } from '../../test/organiser/organiser-client';
import { publicEndpoints } from '../../test/public-endpoints';
import type { TestServer } from '../../test/test-server';
import type { BackupRow } from './backup-repository';
import { BACKUP_TABLES } from './backup-tables';
import { publicAnswers, publicPaths } from '../../test/public-answers';

const running: TestServer[] = [];
afterAll(() => Promise.all(running.map((s) => s.close())));

async function start(options: Parameters<typeof startOrganiserServer>[0] = {}) {
  const started = await startOrganiserServer(options);
  running.push(started.server);
  return started;
}

async function download(client: OrganiserClient): Promise<BackupFile> {
  const response = await client.send(backupPaths.download, { method: 'GET', token: client.token });
  expect(response.status).toBe(200);
  return backupFileSchema.parse(JSON.parse(await response.text()));
}

const archivedViews = (db: Db) =>
  db.selectFrom('archivedView').selectAll().orderBy('seasonId').orderBy('key').execute();

/** dataFingerprint with the seasons' own tables: equal = nothing written. */
async function fingerprint(db: Db): Promise<string> {
  const hash = createHash('sha256').update(await dataFingerprint(db));
  for (const table of ['persoon', 'seasonResult', 'seasonPrize', 'archivedView'] as const) {
    const rows = await db.selectFrom(table).selectAll().execute();
    hash.update(
      `${table}\n${rows
        .map((r) => JSON.stringify(r))
        .sort()
        .join('\n')}\n`,
    );
  }
  return hash.digest('hex');
}

/** Every public GET of a closed season under /api/seizoenen/{id}, a few rounds of entries too. */
async function closedSeasonPaths(server: TestServer, seasonId: number): Promise<string[]> {
  const seasonal = (await publicEndpoints(server))
    .map((e) => e.path)
    .filter((p) => !/^\/api\/(seizoenen|erelijst|personen)/.test(p));
  const rounds = [1, 20].flatMap((round) =>
    [1, 50].map((id) => apiPaths.deelnemerRonde(id, round)),
  );
  return [...seasonal, ...rounds].map((p) => seizoenPath(p, seasonId));
}

describe('a backup of several seasons', () => {
  let first: { server: TestServer; client: OrganiserClient };
  let closedId: number;
  let backup: BackupFile;

  beforeAll(async () => {
    first = await start();
    const seasons = await first.server.getJson<Seizoen[]>(apiPaths.seizoenen);
    closedId = seasons.find((s) => s.isCurrent)!.id;
    await first.client.ok('POST', organiserPaths.seizoenAfsluiten(closedId), { voortijdig: true });
    await first.client.ok(
      'POST',
      organiserPaths.seizoenen,
      { name: 'Seizoen erna', roundCount: 30 },
      201,
    );
    backup = await download(first.client);
  });

  it('holds every season, the persons and each closed season’s outcome, not its answers', () => {
    expect(Object.keys(backup.tables)).toEqual(BACKUP_TABLES.map((t) => t.name));
    expect(backup.tables.archivedView).toBeUndefined();
    const seasons = backup.tables.season!;
    expect(seasons.length).toBeGreaterThanOrEqual(2);
    expect(seasons.filter((s) => s.isCurrent === 1)).toHaveLength(1);
    for (const season of seasons.filter((s) => s.isCurrent === 0)) {
      expect(typeof season.closedAt).toBe('string');
      expect(typeof season.archive).toBe('string');
    }
    const closed = seasons.find((s) => s.id === closedId)!;
    expect(closed).toMatchObject({ isCurrent: 0, closedEarly: 1 });
    expect(backup.tables.persoon!.length).toBeGreaterThanOrEqual(250);
    const results = backup.tables.seasonResult!.filter((r) => r.seasonId === closedId);
    expect(results).toHaveLength(250);
    expect(backup.tables.seasonPrize!.some((p) => p.seasonId === closedId)).toBe(true);
  });

  it('restores into a fresh server answering byte for byte the same, every season', async () => {
    const archived = await closedSeasonPaths(first.server, closedId);
    // The current season's paths include rounds past its 30: those answer 404, the same after.
    const paths = [...(await publicPaths(first.server)), ...archived];
    const before = await publicAnswers(first.server, paths);
    for (const p of archived) expect(before.get(p), p).toMatch(/^200 /);
    const storedAtClosing = await archivedViews(first.server.db);
    expect(storedAtClosing.length).toBeGreaterThan(100);

    const second = await start({ empty: true, env: { DEMO: 'false' } });
    const restored = await second.client.call<RestoreResult>('POST', backupPaths.restore, backup);
    expect(restored.status).toBe(200);
    expect(restored.body.rows).toMatchObject({
      season: backup.tables.season!.length,
      persoon: backup.tables.persoon!.length,
      seasonResult: backup.tables.seasonResult!.length,
      seasonPrize: backup.tables.seasonPrize!.length,
    });

    // Rebuilt from the archives, as closing stored them.
    expect(await archivedViews(second.server.db)).toEqual(storedAtClosing);
    const after = await publicAnswers(second.server, paths);
    for (const p of paths) expect(after.get(p), p).toBe(before.get(p));

    const again = await download(second.client);
    for (const { name } of BACKUP_TABLES.filter((t) => t.name !== 'auditLog')) {
      expect(again.tables[name], name).toEqual(backup.tables[name]);
    }
  });

  describe('refused with a Dutch 400, nothing written', () => {
    let target: { server: TestServer; client: OrganiserClient };
    let before: string;
    beforeAll(async () => {
      target = await start();
      before = await fingerprint(target.server.db);
    });

    const closedIndex = () => backup.tables.season!.findIndex((s) => s.id === closedId);
    const currentIndex = () => backup.tables.season!.findIndex((s) => s.isCurrent === 1);

    function withRow(table: string, index: number, change: BackupRow): BackupFile {
      const rows = backup.tables[table]!;
      expect(rows.length, table).toBeGreaterThan(index);
      const edited = rows.map((row, i) => (i === index ? { ...row, ...change } : row));
      return { ...backup, tables: { ...backup.tables, [table]: edited } };
    }

    /** The parts of an archive the cases change. */
    interface Archive {
      input: {
        roundCount: number;
        wedstrijden: { round: number }[];
        events: { playerId: number }[];
      };
      persoonIds: [number, number][];
    }

    /** The closed season's archive, changed. */
    function withArchive(change: (archive: Archive) => unknown): BackupFile {
      const text = backup.tables.season![closedIndex()]!.archive as string;
      const archive = JSON.parse(text) as Archive;
      return withRow('season', closedIndex(), { archive: JSON.stringify(change(archive)) });
    }

    const row = () => closedIndex() + 1;
    const cases: [string, () => BackupFile, () => string | RegExp][] = [
      [
        'two current seasons',
        () => withRow('season', closedIndex(), { isCurrent: 1 }),
        () => /Tabel season heeft \d+ huidige seizoenen \(isCurrent 1\): precies één seizoen/,
      ],
      [
        'no current season',
        () => withRow('season', currentIndex(), { isCurrent: 0 }),
        () =>
          /Tabel season heeft geen huidige seizoenen.*een seizoen dat niet het huidige is moet afgesloten zijn/,
      ],
      [
        'a closed season without its archive',
        () => withRow('season', closedIndex(), { archive: null }),
        () => `Tabel season, rij ${row()}: archive ontbreekt: een afgesloten seizoen bewaart`,
      ],
      [
        'an archive on a running season',
        () => withRow('season', currentIndex(), { archive: '{}' }),
        () => `archive hoort alleen bij een afgesloten seizoen (closedAt)`,
      ],
      [
        'a closing time that is none',
        () => withRow('season', closedIndex(), { closedAt: 'gisteren' }),
        () => `Tabel season, rij ${row()}: closedAt moet een tijdstip zijn`,
      ],
      [
        'an archive that is not JSON',
        () => withRow('season', closedIndex(), { archive: '{"meta":' }),
        () => `Tabel season, rij ${row()}: archive is geen geldige JSON`,
      ],
      [
        'an archive of 100000 rounds',
        () => withArchive((a) => ({ ...a, input: { ...a.input, roundCount: 100_000 } })),
        () => `Tabel season, rij ${row()}: archive.input.roundCount mag hoogstens 60 zijn`,
      ],
      [
        'an archived match past the archived season',
        () =>
          withArchive((a) => {
            a.input.wedstrijden[0]!.round = a.input.roundCount + 1;
            return a;
          }),
        () =>
          /archive\.input\.wedstrijden\.0\.round mag hoogstens \d+ zijn \(het aantal speelrondes\)/,
      ],
      [
        'an archived event of an unknown player',
        () =>
          withArchive((a) => {
            a.input.events[0]!.playerId = 999_999;
            return a;
          }),
        () =>
          'archive.input.events.0.playerId verwijst naar speler 999999, die niet in het archief staat',
      ],
      [
        'an archive naming an unknown person',
        () =>
          withArchive((a) => {
            a.persoonIds[0]![1] = 999_999;
            return a;
          }),
        () => `archive.persoonIds noemt persoon 999999, die niet in tabel persoon staat`,
      ],
      [
        'a participant of an unknown person',
        () => withRow('deelnemer', 0, { persoonId: 999_999 }),
        () => 'Tabel deelnemer, rij 1: persoonId 999999 bestaat niet in tabel persoon',
      ],
      [
        'an outcome of a season still running',
        () =>
          withRow('seasonResult', 0, {
            seasonId: backup.tables.season![currentIndex()]!.id!,
          }),
        () => /Tabel seasonResult, rij 1: seasonId \d+ is geen afgesloten seizoen/,
      ],
      [
        'an outcome of an unknown person',
        () => withRow('seasonResult', 0, { persoonId: 999_999 }),
        () => 'Tabel seasonResult, rij 1: persoonId 999999 bestaat niet in tabel persoon',
      ],
      [
        'an enrolment of an unknown person',
        () => {
          // The demo has no enrolments: one sent signed in, by a person not in the backup.
          const spelerIds = backup.tables.speler!.slice(0, 11).map((s) => s.id);
          const aanmelding = {
            id: 1,
            seasonId: backup.tables.season![currentIndex()]!.id!,
            naam: 'Anna de Vries',
            teamnaam: 'Vak F',
            email: 'anna@voorbeeld.nl',
            telefoon: null,
            subcompetities: '[]',
            spelerIds: JSON.stringify(spelerIds),
            status: 'nieuw',
            notitie: null,
            referentieHash: 'a'.repeat(64),
            createdAt: '2026-08-01T10:00:00.000Z',
            updatedAt: '2026-08-01T10:00:00.000Z',
            deelnemerId: null,
            version: 1,
            persoonId: 999_999,
          };
          return { ...backup, tables: { ...backup.tables, aanmelding: [aanmelding] } };
        },
        () => 'Tabel aanmelding, rij 1: persoonId 999999 bestaat niet in tabel persoon',
      ],
      [
        'an unknown prize',
        () => withRow('seasonPrize', 0, { prize: 'wereldbeker' }),
        () => /Tabel seasonPrize, rij 1: prize 'wereldbeker' bestaat niet \(kies uit kampioen, /,
      ],
    ];

    it.each(cases)('%s', async (_label, body, message) => {
      const answer = await target.client.call<{ error: { code: string; message: string } }>(
        'POST',
        backupPaths.restore,
        body(),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('bad_request');
      expect(answer.body.error.message).toMatch(/^De back-up is ongeldig: /);
      expect(answer.body.error.message).toMatch(message());
      expect(await fingerprint(target.server.db)).toBe(before);
    });
  });
});
