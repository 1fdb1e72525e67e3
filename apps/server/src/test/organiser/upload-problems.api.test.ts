// The upload forms' refusals name their field in details.problems like every other form: the
// crest's image (`crest`) and the spreadsheet (`content`), which the dashboard shows under the
// file input (a restore's: restore-problems.api.test.ts). And two forms that answered in prose
// only: the password form's current password and the next season's lists to carry over.
import { apiPaths, seizoenenSchema, XSRF_COOKIE } from '@clubelf/contract';
import { organiserImportPaths } from '@clubelf/contract/organiser/import-paths';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadOf } from '../../organiser/import/upload-of';
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
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
});
afterAll(() => server?.close());

/** A 400 that changed nothing; its message and problems. */
async function refusal(answer: () => Promise<{ status: number; body: unknown }>) {
  const before = await dataFingerprint(server.db);
  const { status, body } = await answer();
  expect(status).toBe(400);
  expect(await dataFingerprint(server.db)).toBe(before);
  const { code, message, details } = (body as Refusal).error;
  expect(code).toBe('bad_request');
  return { message, problems: details?.problems };
}

async function putCrest(bytes: Buffer) {
  const response = await fetch(`${server.url}${organiserPaths.huisstijlWapen}`, {
    method: 'PUT',
    headers: {
      'x-api-key': server.apiKey,
      cookie: `${XSRF_COOKIE}=${client.xsrf}`,
      'x-xsrf-token': client.xsrf,
      authorization: `Bearer ${client.token}`,
      'content-type': 'image/svg+xml',
    },
    body: bytes,
  });
  return { status: response.status, body: await response.json() };
}

describe('details.problems of a refused upload', () => {
  it('names the crest for an image it refuses', async () => {
    const { message, problems } = await refusal(() =>
      putCrest(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')),
    );
    expect(problems).toEqual([{ field: 'crest', message }]);
    expect(message).toMatch(/^SVG-bestanden worden niet geaccepteerd/);
  });

  it('names the crest for an image over the size limit', async () => {
    const { problems } = await refusal(() => putCrest(Buffer.alloc(2 * 1024 * 1024 + 1, 1)));
    expect(problems).toEqual([
      {
        field: 'crest',
        message: 'Het bestand is te groot: een clubwapen mag hoogstens 2 MB zijn.',
      },
    ]);
  });

  it("names the spreadsheet's content for a file that is not what its name says", async () => {
    const { message, problems } = await refusal(() =>
      client.call(
        'POST',
        organiserImportPaths.preview('deelnemers'),
        uploadOf(Buffer.from('Naam;Teamnaam\n')),
      ),
    );
    expect(problems).toEqual([{ field: 'content', message }]);
    expect(message).toMatch(/^Het bestand is geen \.xlsx-werkmap/);
  });

  it('names the content for a sheet without the columns it needs', async () => {
    const csv = {
      fileName: 'deelnemers.csv',
      content: Buffer.from('Iets;Anders\na;b\n').toString('base64'),
    };
    const { problems } = await refusal(() =>
      client.call('POST', organiserImportPaths.preview('deelnemers'), csv),
    );
    expect(problems).toHaveLength(1);
    expect(problems![0]!.field).toBe('content');
    expect(problems![0]!.message).toMatch(/^Geen blad met de kolommen/);
  });

  it('names the current password when it is wrong', async () => {
    const { message, problems } = await refusal(() =>
      client.call('POST', apiPaths.changePassword, {
        currentPassword: 'niet het wachtwoord',
        newPassword: 'een heel nieuw lang wachtwoord',
      }),
    );
    expect(problems).toEqual([{ field: 'currentPassword', message }]);
  });

  // Last: it closes the demo season.
  it('names each list of the next season that holds an unknown id', async () => {
    const seasons = seizoenenSchema.parse(await server.getJson(apiPaths.seizoenen));
    const current = seasons.find((s) => s.isCurrent)!;
    await client.ok('POST', organiserPaths.seizoenAfsluiten(current.id), { voortijdig: true });
    const { message, problems } = await refusal(() =>
      client.call('POST', organiserPaths.seizoenen, {
        name: '2099-2100',
        roundCount: 34,
        clubIds: [999_991],
        deelnemerIds: [999_992],
      }),
    );
    expect(problems).toEqual([
      { field: 'clubIds', message: 'onbekende clubs: 999991' },
      { field: 'deelnemerIds', message: 'onbekende deelnemers: 999992' },
    ]);
    expect(message).toBe(
      'Kan niet overnemen: onbekende clubs: 999991; onbekende deelnemers: 999992',
    );
  });
});
