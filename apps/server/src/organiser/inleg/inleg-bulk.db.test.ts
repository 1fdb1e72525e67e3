// Issue 26, item 6, on SQLite and PostgreSQL: several participants marked paid at once with one
// way and one date; all or none, each at the version the organiser saw, bad input a 400 naming
// its fields.
import { INLEG_BULK_MAX, inlegOverzichtSchema } from '@clubelf/contract';
import type { OrganiserDeelnemer } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/test-server';
import {
  dataFingerprint,
  lastAudit,
  startOrganiserServer,
} from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
});
afterAll(() => server.close());

interface ErrorBody {
  error: { message: string; details?: { problems?: { field: string | null; message: string }[] } };
}

const overzicht = async () =>
  inlegOverzichtSchema.parse(await client.ok('GET', organiserPaths.inleg));
const bulk = (body: unknown) =>
  client.call<ErrorBody>('POST', organiserPaths.inlegBetalingen, body);

describe('paying several entry fees at once', () => {
  it('marks the chosen participants paid with one way and date, in one audit entry', async () => {
    const open = (await overzicht()).deelnemers.filter((d) => !d.betaald);
    expect(open.length).toBeGreaterThanOrEqual(4);
    const chosen = open.slice(0, 3);
    const answer = await bulk({
      deelnemers: chosen.map((d) => ({ id: d.deelnemerId, version: d.version })),
      betaaldOp: '2026-08-01',
      wijze: 'contant',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = inlegOverzichtSchema.parse(answer.body);
    for (const d of chosen) {
      expect(after.deelnemers.find((x) => x.deelnemerId === d.deelnemerId)).toMatchObject({
        betaald: true,
        betaaldOp: '2026-08-01',
        wijze: 'contant',
        notitie: null,
      });
    }
    expect(after.deelnemers.find((x) => x.deelnemerId === open[3]!.deelnemerId)?.betaald).toBe(
      false,
    );
    expect(after.totalen.aantalBetaald).toBe(
      (await overzicht()).deelnemers.filter((d) => d.betaald).length,
    );
    const audit = await lastAudit(server.db);
    expect(audit.action).toBe('inleg.betaald');
    expect(audit.summary).toBe('Inleg van 3 deelnemers betaald op 2026-08-01 (contant)');
  });

  it('writes nothing when one version is stale or one has paid meanwhile (409)', async () => {
    const open = (await overzicht()).deelnemers.filter((d) => !d.betaald);
    const [a, b, c] = open;
    // Another organiser edits b: his version rises.
    const current = (await client.ok<OrganiserDeelnemer[]>('GET', organiserPaths.deelnemers)).find(
      (d) => d.id === b!.deelnemerId,
    )!;
    await client.ok('PUT', organiserPaths.deelnemer(current.id), {
      version: current.version,
      name: current.name,
      teamName: `${current.teamName} B`,
      subcompetities: current.subcompetities,
      email: current.email,
    });
    const before = await dataFingerprint(server.db);
    const stale = await bulk({
      deelnemers: [a!, b!].map((d) => ({ id: d.deelnemerId, version: d.version })),
      betaaldOp: '2026-08-02',
      wijze: 'tikkie',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toContain('Gewijzigd door iemand anders');
    expect(await dataFingerprint(server.db)).toBe(before);

    // c paid by someone else in the meantime: the whole selection is refused, a stays open.
    const single = await client.call('PUT', organiserPaths.inlegBetaling(c!.deelnemerId), {
      betaaldOp: '2026-08-02',
      wijze: 'overboeking',
      notitie: null,
    });
    expect(single.status).toBe(200);
    const mid = await dataFingerprint(server.db);
    const paid = await bulk({
      deelnemers: [a!, c!].map((d) => ({ id: d.deelnemerId, version: d.version })),
      betaaldOp: '2026-08-02',
      wijze: 'tikkie',
    });
    expect(paid.status).toBe(409);
    expect(paid.body.error.message).toContain(`${c!.name} heeft intussen al betaald`);
    expect(await dataFingerprint(server.db)).toBe(mid);
    expect(
      (await overzicht()).deelnemers.find((d) => d.deelnemerId === a!.deelnemerId)?.betaald,
    ).toBe(false);
  });

  it('refuses bad input with a 400 naming the fields, and writes nothing', async () => {
    const d = (await overzicht()).deelnemers.find((x) => !x.betaald)!;
    const one = [{ id: d.deelnemerId, version: d.version }];
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const before = await dataFingerprint(server.db);
    const cases: [unknown, string, string][] = [
      [{ deelnemers: [], betaaldOp: '2026-08-01', wijze: 'contant' }, 'deelnemers', 'minstens één'],
      [
        { deelnemers: [...one, ...one], betaaldOp: '2026-08-01', wijze: 'contant' },
        'deelnemers',
        'meer dan eens',
      ],
      [
        { deelnemers: one, betaaldOp: '2026-02-30', wijze: 'contant' },
        'betaaldOp',
        'geen bestaande datum',
      ],
      [
        { deelnemers: one, betaaldOp: '2026-08-01', wijze: 'pin' },
        'wijze',
        'contant, overboeking, tikkie',
      ],
      [
        { deelnemers: one, betaaldOp: tomorrow, wijze: 'contant' },
        'betaaldOp',
        'niet in de toekomst',
      ],
      [
        { deelnemers: [{ id: d.deelnemerId }], betaaldOp: '2026-08-01', wijze: 'contant' },
        'deelnemers.0.version',
        '',
      ],
      [
        {
          deelnemers: Array.from({ length: INLEG_BULK_MAX + 1 }, (_, i) => ({
            id: i + 1,
            version: 1,
          })),
          betaaldOp: '2026-08-01',
          wijze: 'contant',
        },
        'deelnemers',
        `hoogstens ${INLEG_BULK_MAX}`,
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await bulk(body);
      expect(answer.status, `${field} ${message}`).toBe(400);
      const problems = answer.body.error.details?.problems ?? [];
      expect(
        problems.map((p) => p.field),
        JSON.stringify(problems),
      ).toContain(field);
      expect(answer.body.error.message).toContain(message);
    }
    const unknown = await bulk({
      deelnemers: [{ id: 999_999, version: 1 }],
      betaaldOp: '2026-08-01',
      wijze: 'contant',
    });
    expect(unknown.status).toBe(404);
    expect(await dataFingerprint(server.db)).toBe(before);
  });
});
