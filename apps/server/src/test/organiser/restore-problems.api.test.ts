// A refused restore names the part of the backup at fault in details.problems: its format
// (`formatVersion`), its database version (`migrations`) or its rows (`tables`, one entry per
// refused row). The backup is the file the organiser chose, so the dashboard shows them all under
// the file input.
import { backupPaths } from '@clubelf/contract';
import type { BackupFile } from '@clubelf/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-server';
import { dataFingerprint, startOrganiserServer } from './organiser-client';
import type { OrganiserClient } from './organiser-client';

interface Refusal {
  error: {
    code: string;
    message: string;
    details?: { problems?: Array<{ field: string | null; message: string }> };
  };
}

let server: TestServer;
let client: OrganiserClient;
let backup: BackupFile;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
  const response = await client.send(backupPaths.download, { method: 'GET', token: client.token });
  backup = JSON.parse(await response.text()) as BackupFile;
});
afterAll(() => server?.close());

/** The 400 of a restore, which changed nothing; its message and problems. */
async function refused(body: unknown) {
  const before = await dataFingerprint(server.db);
  const { status, body: answer } = await client.call<Refusal>('POST', backupPaths.restore, body);
  expect(status).toBe(400);
  expect(await dataFingerprint(server.db)).toBe(before);
  const { code, message, details } = answer.error;
  expect(code).toBe('bad_request');
  return { message, problems: details?.problems };
}

describe('details.problems of a refused restore', () => {
  it('names formatVersion for a format this server does not read', async () => {
    const { message, problems } = await refused({ ...backup, formatVersion: 99 });
    expect(problems).toEqual([{ field: 'formatVersion', message }]);
  });

  it('names migrations for a database version this server does not know', async () => {
    const { message, problems } = await refused({ ...backup, migrations: ['9999-van-later'] });
    expect(problems).toEqual([{ field: 'migrations', message }]);
    expect(message).toMatch(/die deze server niet kent/);
  });

  it('gives every refused row its own problem under tables, the message joining them', async () => {
    const clubs = backup.tables.club!.map((row, i) => (i < 2 ? { ...row, name: 42 } : row));
    const { message, problems } = await refused({
      ...backup,
      tables: { ...backup.tables, club: clubs },
    });
    expect(problems).toEqual([
      { field: 'tables', message: 'Tabel club, rij 1: kolom name moet tekst zijn' },
      { field: 'tables', message: 'Tabel club, rij 2: kolom name moet tekst zijn' },
    ]);
    expect(message).toBe(`De back-up is ongeldig: ${problems!.map((p) => p.message).join('; ')}`);
  });
});
