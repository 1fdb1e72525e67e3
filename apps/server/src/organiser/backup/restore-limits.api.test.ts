// Finding 1 of issue 10 for the restore: it shares the upload gate with the import, and its
// body is JSON only, so a compressed body (a gzip bomb) is refused without being inflated.
import { backupPaths } from '@clubelf/contract';
import { apiPaths, XSRF_COOKIE } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadGate } from '../../lib/upload-gate';
import { deflatedZeros, gzipOf } from '../../lib/zip-bombs';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { dataFingerprint, startOrganiserServer } from '../../test/organiser/organiser-client';
import type { TestServer } from '../../test/test-server';

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
});
afterAll(() => server?.close());

const MIB = 1024 * 1024;

async function expectAlive(before: string) {
  expect((await server.get(apiPaths.summary.tussenstand)).status).toBe(200);
  expect(await dataFingerprint(server.db)).toBe(before);
}

describe('restoring a backup under load', () => {
  it('is turned away with a Dutch 503 while two uploads are being worked on', async () => {
    const before = await dataFingerprint(server.db);
    const releases: (() => void)[] = [];
    const held = [1, 2].map(() =>
      uploadGate.run(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    const answer = await client.call<{ error: { code: string; message: string } }>(
      'POST',
      backupPaths.restore,
      { format: 'clubelf-backup' },
    );
    for (const release of releases) release();
    await Promise.all(held);
    expect(answer.status).toBe(503);
    expect(answer.body.error.code).toBe('busy');
    expect(answer.body.error.message).toMatch(/^De server verwerkt al 2 bestanden/);
    await expectAlive(before);
  });

  it('is turned away before its body is read: a broken body gets the 503, not a 400', async () => {
    const releases = [uploadGate.acquire(), uploadGate.acquire()];
    try {
      const response = await client.send(backupPaths.restore, {
        token: client.token,
        body: undefined,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(503);
    } finally {
      for (const release of releases) release();
    }
  });

  it('does not inflate a gzip-encoded body: a 1.9 MB gzip bomb is refused as it is', async () => {
    const before = await dataFingerprint(server.db);
    const bomb = gzipOf(deflatedZeros(1900), 1900 * MIB);
    expect(bomb.length).toBeLessThan(2 * 1000 * 1000);
    const rssBefore = process.memoryUsage().rss;
    const response = await fetch(`${server.url}${backupPaths.restore}`, {
      method: 'POST',
      headers: {
        'x-api-key': server.apiKey,
        cookie: `${XSRF_COOKIE}=${client.xsrf}`,
        'x-xsrf-token': client.xsrf,
        authorization: `Bearer ${client.token}`,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      body: bomb,
    });
    const body = (await response.json()) as { error: { message: string } };
    expect(response.status).toBe(400);
    expect(body.error.message).toBe('De inhoud van het verzoek is geen geldige JSON.');
    // Never unpacked: the process did not grow by anything near the bomb's ~2 GB.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * MIB);
    await expectAlive(before);
  });
});
