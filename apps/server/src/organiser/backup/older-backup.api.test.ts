// Issue 12: a backup made before seasons existed (database version 0006: one season, no persons)
// restores after them. fixtures/backup-0006.json.gz was taken by the code of commit 10941e2 from
// its own server (fixtures/README.md), and answers-0006.json holds that server's public answers
// (a hash of each body). The restore brings the rows forward through the same migrations; the
// result must equal the same data upgraded in place, and answer as the old server did.
import { createHash } from 'node:crypto';
import { backupFileSchema, backupPaths } from '@clubelf/contract';
import type { BackupFile, Deelnemers, RestoreResult } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import {
  dataFingerprint,
  lastAudit,
  startOrganiserServer,
} from '../../test/organiser/organiser-client';
import { withoutLaterFields } from '../../test/later-fields';
import { publicEndpoints } from '../../test/public-endpoints';
import type { TestServer } from '../../test/test-server';
import type { BackupRow } from './backup-repository';
import { publicAnswers } from '../../test/public-answers';
import { readBackupFixture, readJsonFixture, startUpgradedInPlace } from './test/upgraded-in-place';

const backup = readBackupFixture('backup-0006.json.gz');
const recorded = readJsonFixture<Record<string, string>>('answers-0006.json');
const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

const running: TestServer[] = [];
afterAll(() => Promise.all(running.map((s) => s.close())));

async function download(client: OrganiserClient): Promise<BackupFile> {
  const response = await client.send(backupPaths.download, { method: 'GET', token: client.token });
  expect(response.status).toBe(200);
  return backupFileSchema.parse(JSON.parse(await response.text()));
}

describe('a backup of database version 0006', () => {
  let upgraded: { server: TestServer; client: OrganiserClient };
  let restored: { server: TestServer; client: OrganiserClient };
  let answer: { status: number; body: RestoreResult };
  let paths: string[];

  beforeAll(async () => {
    expect(backup.migrations.at(-1)).toBe('0006-data-version');
    expect(backup.tables.persoon).toBeUndefined();
    upgraded = await startUpgradedInPlace(backup);
    running.push(upgraded.server);
    restored = await startOrganiserServer({ empty: true, env: { DEMO: 'false' } });
    running.push(restored.server);
    answer = await restored.client.call<RestoreResult>('POST', backupPaths.restore, backup);
    const sample = [1, 7, 20, 40].flatMap((id) =>
      [1, 10, 20, 21, 34].map((round) => apiPaths.deelnemerRonde(id, round)),
    );
    paths = [
      ...new Set([...(await publicEndpoints(upgraded.server)).map((e) => e.path), ...sample]),
    ];
  });

  it('restores, brought forward through the migrations after its own', async () => {
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      backupCreatedAt: backup.createdAt,
      rows: { season: 1, persoon: 40, deelnemer: 40, seasonResult: 0, seasonPrize: 0 },
    });
    expect(await lastAudit(restored.server.db)).toMatchObject({
      action: 'backup.terugzetten',
      summary: `Back-up van ${backup.createdAt} teruggezet (bijgewerkt van databaseversie 0006-data-version)`,
    });
  });

  it('answers every public GET byte for byte as the same data upgraded in place', async () => {
    expect(paths.length).toBeGreaterThan(100);
    const expected = await publicAnswers(upgraded.server, paths);
    const actual = await publicAnswers(restored.server, paths);
    for (const p of paths) {
      expect(expected.get(p), p).toMatch(/^200 /);
      expect(actual.get(p), p).toBe(expected.get(p));
    }
  });

  it('answers as the server of version 0006 did for that data', async () => {
    const differing: string[] = [];
    for (const [path, bodyHash] of Object.entries(recorded)) {
      const response = await restored.server.get(path);
      expect(response.status, path).toBe(200);
      let text = await response.text();
      if (path === apiPaths.deelnemers) {
        // The one answer that grew with the seasons: each entry names its person, the
        // participant's own id for everyone who was there before.
        const list = JSON.parse(text) as Deelnemers;
        expect(list.every((d) => d.persoonId === d.id)).toBe(true);
        text = JSON.stringify(list.map(({ persoonId: _persoon, ...rest }) => rest));
      }
      // Answered as before but for the fields added since; those are checked elsewhere.
      text = withoutLaterFields(text);
      if (hash(text) !== bodyHash) differing.push(path);
    }
    expect(Object.keys(recorded).length).toBeGreaterThan(100);
    expect(differing).toEqual([]);
  });

  it('holds the rows of the database upgraded in place', async () => {
    const expected = await download(upgraded.client);
    const actual = await download(restored.client);
    expect(actual.migrations).toEqual(expected.migrations);
    expect(Object.keys(actual.tables)).toEqual(Object.keys(expected.tables));
    for (const name of Object.keys(expected.tables).filter((t) => t !== 'auditLog')) {
      expect(actual.tables[name], name).toEqual(expected.tables[name]);
    }
    // The log has the restore on top.
    expect(actual.tables.auditLog!.slice(0, -1)).toEqual(expected.tables.auditLog);
  });

  describe('refused with a Dutch 400, nothing written, when its rows are bad', () => {
    /** The fixture with one row of a table changed (index from 0). */
    function withRow(table: string, index: number, change: BackupRow): BackupFile {
      const rows = backup.tables[table]!;
      const edited = rows.map((row, i) => (i === index ? { ...row, ...change } : row));
      return { ...backup, tables: { ...backup.tables, [table]: edited } };
    }

    const { account: _accounts, ...withoutAccounts } = backup.tables;
    const cases: [string, BackupFile, string | RegExp][] = [
      [
        'a cell of the wrong type for its version',
        withRow('club', 0, { name: 5 }),
        'De back-up is ongeldig: Tabel club, rij 1: kolom name moet tekst zijn',
      ],
      [
        'a column of a later version',
        withRow('season', 0, { isCurrent: 1 }),
        'De back-up is ongeldig: Tabel season, rij 1: kolom isCurrent bestaat niet in deze database',
      ],
      [
        'a table of its version missing',
        { ...backup, tables: withoutAccounts },
        'De back-up is ongeldig: Tabel account ontbreekt in de back-up',
      ],
      [
        'a row the API would refuse (checked once brought forward)',
        withRow('speler', 11, { status: 'onbekend' }),
        /^De back-up is ongeldig: Tabel speler, rij 12: status 'onbekend' bestaat niet/,
      ],
      [
        'rows that do not fit together',
        withRow('selectieSpeler', 0, { playerId: 999_999 }),
        /^De back-up kan niet worden teruggezet: de gegevens passen niet bij elkaar/,
      ],
    ];

    it.each(cases)('%s', async (_label, body, message) => {
      const before = await dataFingerprint(restored.server.db);
      const refused = await restored.client.call<{ error: { code: string; message: string } }>(
        'POST',
        backupPaths.restore,
        body,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('bad_request');
      expect(refused.body.error.message).toMatch(message);
      expect(await dataFingerprint(restored.server.db)).toBe(before);
    });
  });
});
