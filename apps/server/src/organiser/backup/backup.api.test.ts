import { existsSync } from 'node:fs';
import path from 'node:path';
import { backupFileSchema, backupPaths } from '@clubelf/contract';
import type { BackupFile, RestoreResult, Tussenstand } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, describe, expect, it } from 'vitest';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import {
  dataFingerprint,
  lastAudit,
  startOrganiserServer,
} from '../../test/organiser/organiser-client';
import type { TestServer } from '../../test/test-server';
import { BACKUP_TABLES } from './backup-tables';
import { publicAnswers, publicPaths } from '../../test/public-answers';

const running: TestServer[] = [];
afterAll(() => Promise.all(running.map((s) => s.close())));

async function start(options: Parameters<typeof startOrganiserServer>[0] = {}) {
  const started = await startOrganiserServer(options);
  running.push(started.server);
  return started;
}

async function download(client: OrganiserClient): Promise<{ text: string; response: Response }> {
  const response = await client.send(backupPaths.download, { method: 'GET', token: client.token });
  return { response, text: await response.text() };
}

const restore = (client: OrganiserClient, body: unknown) =>
  client.call<RestoreResult>('POST', backupPaths.restore, body);

describe('backup and restore', () => {
  it('a backup taken, the database deleted and restored into a fresh server answers byte for byte the same', async () => {
    const first = await start();
    const paths = await publicPaths(first.server);
    expect(paths.length).toBeGreaterThan(100);
    const before = await publicAnswers(first.server, paths);
    expect([...before.values()].every((a) => a.startsWith('200 '))).toBe(true);

    const { response, text } = await download(first.client);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="clubelf-backup-\d{4}-\d{2}-\d{2}-\d{4}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const backup = backupFileSchema.parse(JSON.parse(text));
    expect(Object.keys(backup.tables)).toEqual(BACKUP_TABLES.map((t) => t.name));
    expect(backup.tables.deelnemer!.length).toBe(250);
    expect(backup.tables.account!.length).toBe(1);

    const dbFile = path.join(first.server.dataDir, 'clubelf.db');
    await first.server.close();
    expect(existsSync(dbFile)).toBe(false);

    const second = await start({ empty: true, env: { DEMO: 'false' } });
    const empty = await second.server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    expect(empty.rows).toEqual([]);
    const restored = await restore(second.client, JSON.parse(text));
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      backupCreatedAt: backup.createdAt,
      rows: { deelnemer: 250 },
    });

    const after = await publicAnswers(second.server, paths);
    for (const p of paths) expect(after.get(p), p).toBe(before.get(p));

    // And the data itself: a new backup holds the same rows (the log has the restore on top).
    const again = backupFileSchema.parse(JSON.parse((await download(second.client)).text));
    for (const { name } of BACKUP_TABLES.filter((t) => t.name !== 'auditLog')) {
      expect(again.tables[name], name).toEqual(backup.tables[name]);
    }
    expect(again.tables.auditLog!.slice(0, -1)).toEqual(backup.tables.auditLog);
    expect(await lastAudit(second.server.db)).toMatchObject({ action: 'backup.terugzetten' });

    // New rows get ids past the restored ones (PostgreSQL's sequences were moved on).
    const club = await second.client.call<{ id: number }>('POST', organiserPaths.clubs, {
      name: 'Nieuwe Club',
    });
    expect(club.status).toBe(201);
    expect(club.body.id).toBeGreaterThan(Math.max(...backup.tables.club!.map((c) => Number(c.id))));
  });

  it('refuses a bad file with a Dutch reason and changes nothing', async () => {
    const { server, client } = await start();
    const backup = JSON.parse((await download(client)).text) as BackupFile;
    const withTables = (tables: BackupFile['tables']) => ({ ...backup, tables });
    const spelers = backup.tables.speler!;
    const cases: [unknown, string | RegExp][] = [
      [[1, 2], 'De inhoud moet een JSON-object zijn'],
      [{ ...backup, format: undefined }, 'format ontbreekt'],
      [{ ...backup, extra: true }, 'Onbekend veld: extra'],
      [{ format: 'iets anders' }, /^format /],
      [
        { ...backup, formatVersion: 2 },
        'Back-upformaat versie 2 wordt niet ondersteund (deze server leest versie 1)',
      ],
      [
        { ...backup, migrations: [...backup.migrations, '9999-toekomst'] },
        /^De back-up hoort bij databaseversie 9999-toekomst, nieuwer dan die van deze server \(\d{4}-[a-z-]+\): zet hem terug op een server van die versie of nieuwer$/,
      ],
      [
        { ...backup, migrations: ['0001-season', '0002-iets-anders'] },
        /^De back-up hoort bij databaseversie 0002-iets-anders, die deze server niet kent \(deze server heeft /,
      ],
      [{ ...backup, migrations: [] }, 'De back-up noemt geen databaseversie (migrations is leeg)'],
      [
        // Today's rows under an older version: checked against that version's tables.
        { ...backup, migrations: ['0001-season'] },
        /^De back-up is ongeldig: Onbekende tabel persoon in de back-up; /,
      ],
      [{ ...backup, tables: 'geen' }, /^tables /],
      [
        withTables({ ...backup.tables, speler: undefined as never }),
        'De back-up is ongeldig: Tabel speler ontbreekt in de back-up',
      ],
      [
        withTables({ ...backup.tables, extra: [] }),
        'De back-up is ongeldig: Onbekende tabel extra in de back-up',
      ],
      [
        withTables({
          ...backup.tables,
          speler: [{ ...spelers[0]!, name: 5 }, ...spelers.slice(1)],
        }),
        'De back-up is ongeldig: Tabel speler, rij 1: kolom name moet tekst zijn',
      ],
      [
        withTables({ ...backup.tables, club: [{ ...backup.tables.club![0]!, kleur: 'rood' }] }),
        'De back-up is ongeldig: Tabel club, rij 1: kolom kleur bestaat niet in deze database',
      ],
      [
        withTables({ ...backup.tables, speler: [{ ...spelers[0]!, clubId: 1.5 }] }),
        'De back-up is ongeldig: Tabel speler, rij 1: kolom clubId moet een geheel getal zijn',
      ],
      [
        withTables({
          ...backup.tables,
          speler: [{ ...spelers[0]!, clubId: 9999 }, ...spelers.slice(1)],
        }),
        /^De back-up kan niet worden teruggezet: de gegevens passen niet bij elkaar/,
      ],
      [
        withTables({
          ...backup.tables,
          season: [{ ...backup.tables.season![0]!, gameSettings: '{}' }],
        }),
        'De back-up is ongeldig: Tabel season, rij 1: gameSettings.scoreTable ontbreekt',
      ],
    ];
    const before = await dataFingerprint(server.db);
    for (const [body, message] of cases) {
      const answer = await restore(client, body);
      expect(answer.status, JSON.stringify(message)).toBe(400);
      expect((answer.body as unknown as { error: { message: string } }).error.message).toMatch(
        message,
      );
    }
    expect(await dataFingerprint(server.db)).toBe(before);
  });

  it('needs a signed-in organiser for both', async () => {
    const { server, client } = await start();
    expect((await client.send(backupPaths.download, { method: 'GET' })).status).toBe(401);
    const before = await dataFingerprint(server.db);
    expect((await client.send(backupPaths.restore, { body: { format: 'x' } })).status).toBe(401);
    expect(await dataFingerprint(server.db)).toBe(before);
  });
});
