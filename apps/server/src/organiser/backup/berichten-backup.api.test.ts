// The messages in a backup (issue 28, decision 029): a participant's choices of messages and the
// deadline reminder's hours survive a backup and a restore into a fresh server; push
// subscriptions and the outbox do not go with it. A backup of database version 0020 (before
// the choices were backed up) still restores, its choices the defaults; bad rows get a Dutch 400.
import {
  backupFileSchema,
  backupPaths,
  berichtenPaths,
  berichtInstellingenSchema,
  inloglinkResponseSchema,
  loginResponseSchema,
  mijnBerichtenResponseSchema,
  mijnPaths,
} from '@clubelf/contract';
import type { BackupFile, BerichtVoorkeuren, RestoreResult } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { dataFingerprint, startOrganiserServer } from '../../test/organiser/organiser-client';
import type { TestServer } from '../../test/test-server';
import { BACKUP_TABLES } from './backup-tables';

const running: TestServer[] = [];
afterAll(() => Promise.all(running.map((s) => s.close())));

async function start(options: Parameters<typeof startOrganiserServer>[0] = {}) {
  const started = await startOrganiserServer(options);
  running.push(started.server);
  return started;
}

/** A participant signed in by the organiser's link (made on this server). */
async function signIn(client: OrganiserClient, deelnemerId: number): Promise<string> {
  const link = inloglinkResponseSchema.parse(
    await client.ok('POST', mijnPaths.inloglink(deelnemerId), undefined, 201),
  );
  const confirmed = await client.send(mijnPaths.bevestigen, {
    body: { token: new URL(link.url).searchParams.get('token') },
  });
  return loginResponseSchema.parse(await confirmed.json()).token;
}

async function download(client: OrganiserClient): Promise<BackupFile> {
  const response = await client.send(backupPaths.download, { method: 'GET', token: client.token });
  expect(response.status).toBe(200);
  return backupFileSchema.parse(JSON.parse(await response.text()));
}

const WANTED: BerichtVoorkeuren = {
  deadline: { mail: false, push: true },
  ronde: { mail: true, push: true },
  aanmelding: { mail: false, push: false },
};

let backup: BackupFile;
let deelnemerId: number;
let target: { server: TestServer; client: OrganiserClient };

beforeAll(async () => {
  const source = await start();
  const deelnemer = await source.server.db
    .selectFrom('deelnemer')
    .select(['id', 'persoonId'])
    .where('email', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  deelnemerId = deelnemer.id;
  const token = await signIn(source.client, deelnemerId);
  const saved = await source.client.send(berichtenPaths.mijn, {
    method: 'PUT',
    body: WANTED,
    token,
  });
  expect(saved.status).toBe(200);
  // A browser's subscription, as POST /api/mijn/push keeps it: device-bound, not backed up.
  await source.server.db
    .insertInto('pushAbonnement')
    .values({
      persoonId: deelnemer.persoonId!,
      endpoint: 'https://push.example.test/abonnement/1',
      p256dh: 'BP256dh-sleutel',
      auth: 'auth-geheim',
      createdAt: new Date().toISOString(),
    })
    .execute();
  await source.client.ok('PUT', organiserPaths.berichtenInstellingen, {
    version: 1,
    deadlineUren: 36,
  });
  backup = await download(source.client);
  target = await start({ empty: true, env: { DEMO: 'false' } });
});

describe('the messages in a backup', () => {
  it("hold the participants' choices and the reminder's hours, not their devices", () => {
    expect(Object.keys(backup.tables)).toEqual(BACKUP_TABLES.map((t) => t.name));
    expect(backup.tables.berichtVoorkeur).toHaveLength(6);
    expect(backup.tables.berichtInstelling).toMatchObject([{ id: 1, deadlineUren: 36 }]);
    expect(backup.tables.pushAbonnement).toBeUndefined();
    expect(backup.tables.bericht).toBeUndefined();
  });

  it('come back on a restore into a fresh server, the choices as the participant made them', async () => {
    const restored = await target.client.call<RestoreResult>('POST', backupPaths.restore, backup);
    expect(restored.status).toBe(200);
    expect(restored.body.rows).toMatchObject({ berichtVoorkeur: 6, berichtInstelling: 1 });
    // Their account is not in a backup: they sign in again, and find their choices.
    const token = await signIn(target.client, deelnemerId);
    const mine = await target.client.send(berichtenPaths.mijn, { method: 'GET', token });
    expect(mijnBerichtenResponseSchema.parse(await mine.json()).voorkeuren).toEqual(WANTED);
    expect(
      berichtInstellingenSchema.parse(
        await target.client.ok('GET', organiserPaths.berichtenInstellingen),
      ).deadlineUren,
    ).toBe(36);
    expect(await target.server.db.selectFrom('pushAbonnement').selectAll().execute()).toEqual([]);
  });

  it('restore from a backup of version 0020 without them: the defaults', async () => {
    const {
      berichtVoorkeur: _choices,
      berichtInstelling: _settings,
      ...tables0020
    } = backup.tables;
    const older: BackupFile = {
      ...backup,
      migrations: backup.migrations.filter((m) => m !== '0021-bericht-instelling'),
      tables: tables0020,
    };
    expect(older.migrations.at(-1)).toBe('0020-push');
    const restored = await target.client.call<RestoreResult>('POST', backupPaths.restore, older);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.rows).toMatchObject({ berichtVoorkeur: 0, berichtInstelling: 0 });
    expect(await target.server.db.selectFrom('berichtVoorkeur').selectAll().execute()).toEqual([]);
    expect(
      berichtInstellingenSchema.parse(
        await target.client.ok('GET', organiserPaths.berichtenInstellingen),
      ).deadlineUren,
    ).toBe(24);

    // Rows of a table that version did not back up are not taken for it.
    const withChoices = { ...older, tables: { ...older.tables, berichtVoorkeur: [] } };
    const refused = await target.client.call<{ error: { message: string } }>(
      'POST',
      backupPaths.restore,
      withChoices,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'De back-up is ongeldig: Onbekende tabel berichtVoorkeur in de back-up',
    );
  });

  it.each([
    [
      'a kind of message that does not exist',
      'berichtVoorkeur',
      { kind: 'onzin' },
      /^De back-up is ongeldig: Tabel berichtVoorkeur, rij 1: kind /,
    ],
    [
      'a channel that does not exist',
      'berichtVoorkeur',
      { channel: 'sms' },
      /^De back-up is ongeldig: Tabel berichtVoorkeur, rij 1: channel /,
    ],
    [
      'a choice of a person not in the backup',
      'berichtVoorkeur',
      { persoonId: 999_999 },
      /^De back-up kan niet worden teruggezet: de gegevens passen niet bij elkaar/,
    ],
    [
      'more than a week of hours',
      'berichtInstelling',
      { deadlineUren: 169 },
      'De back-up is ongeldig: Tabel berichtInstelling, rij 1: deadlineUren mag hoogstens 168 zijn',
    ],
  ])('refuse %s with a Dutch 400, nothing written', async (_label, table, change, message) => {
    const rows = backup.tables[table]!;
    const body = {
      ...backup,
      tables: {
        ...backup.tables,
        [table]: rows.map((r, i) => (i === 0 ? { ...r, ...change } : r)),
      },
    };
    const before = await dataFingerprint(target.server.db);
    const refused = await target.client.call<{ error: { message: string } }>(
      'POST',
      backupPaths.restore,
      body,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(message);
    expect(await dataFingerprint(target.server.db)).toBe(before);
  });
});
