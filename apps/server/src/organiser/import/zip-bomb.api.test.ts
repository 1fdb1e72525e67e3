// Finding 1 of issue 10: a zip bomb lying about its size must not take the server down. Each bomb
// is built here, under 2 MB, and would unpack to ~2 GB; the import refuses it with a Dutch 400
// after inflating at most what the budget allows, writes nothing, and the server answers after.
import { organiserImportPaths } from '@clubelf/contract';
import type { ImportKind } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateMeter } from '../../lib/unzip-within-budget';
import { uploadGate } from '../../lib/upload-gate';
import { deflatedZeros, overlappingZip, zipOf } from '../../lib/zip-bombs';
import type { TestServer } from '../../test/test-server';
import type { Answer, OrganiserClient } from '../../test/organiser/organiser-client';
import { dataFingerprint, startOrganiserServer } from '../../test/organiser/organiser-client';
import { FIXTURES } from './fixtures/fixture-files';
import { MAX_UNPACKED_BYTES } from './unpack-xlsx';
import { uploadOf } from './upload-of';

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
});
afterAll(() => server?.close());

const MIB = 1024 * 1024;
/** zlib hands out at most this much beyond the limit before the stream is stopped. */
const SLACK = 64 * 1024;

type ErrorBody = { error: { code: string; message: string; details?: unknown } };

const preview = (kind: ImportKind, body: unknown) =>
  client.call<ErrorBody>('POST', organiserImportPaths.preview(kind), body);
const commit = (kind: ImportKind, body: unknown) =>
  client.call<ErrorBody>('POST', organiserImportPaths.commit(kind), body);

/** ~1.86 GiB of zeros in 1.97 MB, declaring 1 MiB in the local header and the directory. */
const lyingBomb = () =>
  zipOf([{ name: 'xl/worksheets/sheet1.xml', deflated: deflatedZeros(1900), declaredSize: MIB }]);
/** One 20 MiB entry listed 100 times (~2 GB), each listing declaring 1 KiB. */
const overlappingBomb = () => overlappingZip(deflatedZeros(20), 100, 1024);
/** The same, each listing declaring its true 20 MiB (2000 MiB in all). */
const honestOverlap = () => overlappingZip(deflatedZeros(20), 100, 20 * MIB);

const LIES =
  'Het .xlsx-bestand is beschadigd: een onderdeel pakt groter uit dan het bestand zelf opgeeft';
const TOO_BIG = 'Het .xlsx-bestand is uitgepakt te groot (meer dan 40 MB)';

/** The server still answers, and what an organiser sees is unchanged. */
async function expectAlive(before: string) {
  expect((await server.get(apiPaths.summary.tussenstand)).status).toBe(200);
  expect(await dataFingerprint(server.db)).toBe(before);
}

function expectRefused(answer: Answer<ErrorBody>, message: string) {
  expect(answer.status).toBe(400);
  // About the file as a whole: the upload's field `content`, shown under the file input.
  expect(answer.body.error).toEqual({
    code: 'bad_request',
    message,
    details: { problems: [{ field: 'content', message }] },
  });
}

describe('an .xlsx zip bomb', () => {
  it.each([
    ['lying about its one entry', lyingBomb, LIES, MIB + SLACK],
    ['of overlapping entries that each under-declare', overlappingBomb, LIES, 1024 + SLACK],
    ['of overlapping entries that declare ~2 GB', honestOverlap, TOO_BIG, 0],
  ])(
    '%s is refused with a Dutch 400 after inflating next to nothing',
    async (_, bomb, message, most) => {
      const bytes = bomb();
      expect(bytes.length).toBeLessThan(2 * 1000 * 1000);
      const before = await dataFingerprint(server.db);
      const inflated = inflateMeter.bytes;
      expectRefused(
        await preview('deelnemers', uploadOf(bytes, { fileName: 'bom.xlsx' })),
        message,
      );
      expectRefused(
        await commit(
          'deelnemers',
          uploadOf(bytes, { fileName: 'bom.xlsx', fingerprint: 'x'.repeat(43) }),
        ),
        message,
      );
      // Two requests, each stopped at the declared size (or before inflating at all): far below
      // the ~2 GB the bomb holds, and below the 40 MB budget.
      expect(inflateMeter.bytes - inflated).toBeLessThanOrEqual(2 * most);
      expect(2 * most).toBeLessThan(MAX_UNPACKED_BYTES);
      await expectAlive(before);
    },
  );

  it('three at once: each refused (or turned away as busy), the server survives', async () => {
    const before = await dataFingerprint(server.db);
    const inflated = inflateMeter.bytes;
    const body = uploadOf(lyingBomb(), { fileName: 'bom.xlsx', ronde: 20 });
    const kinds: ImportKind[] = ['deelnemers', 'spelerevents', 'spelers'];
    const answers = await Promise.all(kinds.map((kind) => preview(kind, body)));
    for (const answer of answers) {
      if (answer.status === 503) expect(answer.body.error.code).toBe('busy');
      else expectRefused(answer, LIES);
    }
    expect(inflateMeter.bytes - inflated).toBeLessThanOrEqual(3 * (MIB + SLACK));
    expect(uploadGate.running).toBe(0);
    await expectAlive(before);
  });

  it('a third import while two are being worked on is turned away with a Dutch 503', async () => {
    const before = await dataFingerprint(server.db);
    const releases: (() => void)[] = [];
    const held = [1, 2].map(() =>
      uploadGate.run(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    const busy = await preview('deelnemers', uploadOf(FIXTURES.deelnemersCsv));
    expect(busy.status).toBe(503);
    expect(busy.body.error).toMatchObject({ code: 'busy' });
    expect(busy.body.error.message).toMatch(/^De server verwerkt al 2 bestanden/);
    for (const release of releases) release();
    await Promise.all(held);
    expect((await preview('deelnemers', uploadOf(FIXTURES.deelnemersCsv))).status).toBe(200);
    await expectAlive(before);
  });
});
