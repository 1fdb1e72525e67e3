// A refused organiser write names each problem with its field in details.problems, so the
// dashboard shows it next to the input without reading the Dutch sentence; the message still
// joins them for a client that shows only that.
import type { OrganiserClub } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
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
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
});
afterAll(() => server.close());

/** The 400 of a write, which must leave every table as it was. */
async function refused(method: string, path: string, body: unknown) {
  const before = await dataFingerprint(server.db);
  const answer = await client.call<Refusal>(method, path, body);
  expect(answer.status, `${method} ${path}`).toBe(400);
  expect(await dataFingerprint(server.db)).toBe(before);
  const { code, message, details } = answer.body.error;
  expect(code).toBe('bad_request');
  return { message, problems: details?.problems };
}

describe('details.problems of a refused organiser write', () => {
  it('names the field a schema refuses, with the message as before', async () => {
    const { message, problems } = await refused('POST', organiserPaths.clubs, { name: '' });
    expect(problems).toEqual([{ field: 'name', message: 'name mag niet leeg zijn' }]);
    expect(message).toBe('name mag niet leeg zijn');
  });

  it('gives a problem about the whole request no field', async () => {
    const { problems } = await refused('POST', organiserPaths.clubs, { name: 'FC X', extra: 1 });
    expect(problems).toEqual([{ field: null, message: 'Onbekend veld: extra' }]);
  });

  it('names the field of a rule the service checks: a club name in use', async () => {
    const club = await client.ok<OrganiserClub>(
      'POST',
      organiserPaths.clubs,
      { name: 'FC Veldnaam' },
      201,
    );
    const { message, problems } = await refused('POST', organiserPaths.clubs, {
      name: 'fc veldnaam',
    });
    expect(problems).toEqual([
      { field: 'name', message: 'name: er is al een club met de naam fc veldnaam' },
    ]);
    expect(message).toBe(problems![0]!.message);
    await client.ok(
      'DELETE',
      organiserPaths.withVersion(organiserPaths.club(club.id), 1),
      undefined,
      204,
    );
  });

  it('names every field of a match the service refuses, the message joining them', async () => {
    const { message, problems } = await refused('POST', organiserPaths.wedstrijden, {
      round: 1,
      homeClubId: 999_998,
      awayClubId: 999_999,
      kickoff: '2026-08-15T20:00',
    });
    expect(problems!.map((p) => p.field)).toEqual(['homeClubId', 'awayClubId']);
    expect(problems![0]!.message).toBe('homeClubId: club 999998 bestaat niet');
    expect(message).toBe(problems!.map((p) => p.message).join('; '));
  });

  it('names the field of a transfer window the rules refuse', async () => {
    const { problems } = await refused('POST', organiserPaths.transferperiodes, {
      fromRound: 1,
      isOpen: false,
    });
    expect(problems).toEqual([
      {
        field: 'fromRound',
        message: 'fromRound moet minstens 2 zijn: in speelronde 1 geldt de selectie zelf',
      },
    ]);
  });
});
