// The inbox refuses many at once (issue 24, item 5), on SQLite and PostgreSQL: one request,
// one statement in one transaction with one audit entry, all or nothing.
import { aanmeldingenGeweigerdSchema, aanmeldingStatusAnswerSchema } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { aanmeldingPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, dataFingerprint, lastAudit } from '../../test/organiser/organiser-client';
import { startEnrolmentServer } from './test/enrolment-client';

let t: Awaited<ReturnType<typeof startEnrolmentServer>>;

beforeAll(async () => {
  t = await startEnrolmentServer('Bulk');
});
afterAll(() => t.server.close());

/** `n` new enrolments: their inbox entries and reference codes. */
async function enrolled(n: number) {
  const made = [];
  for (let i = 0; i < n; i++) {
    const body = t.enrolment();
    const answer = await t.enrol(body);
    expect(answer.status, answer.text).toBe(201);
    made.push({ naam: body.naam, referentie: answer.body.referentie });
  }
  const list = await t.inbox();
  return made.map((m) => ({ ...m, entry: list.find((a) => a.naam === m.naam)! }));
}

const refuse = (body: unknown) => t.client.call('POST', organiserPaths.aanmeldingenWeigeren, body);

describe('POST /api/organiser/aanmeldingen/weigeren', () => {
  it('refuses every enrolment given in one write with one audit entry', async () => {
    const three = await enrolled(3);
    const audits = await auditCount(t.server.db);
    const answer = await refuse({
      aanmeldingen: three.map((a) => ({ id: a.entry.id, version: a.entry.version })),
      notitie: ' Dubbel ingestuurd. ',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(aanmeldingenGeweigerdSchema.parse(answer.body).geweigerd).toEqual(
      three.map((a) => a.entry.id),
    );
    const list = await t.inbox();
    for (const a of three) {
      expect(list.find((e) => e.id === a.entry.id)).toMatchObject({
        status: 'geweigerd',
        notitie: 'Dubbel ingestuurd.',
        version: a.entry.version + 1,
      });
      const status = await t.call('GET', aanmeldingPaths.status(a.referentie));
      expect(aanmeldingStatusAnswerSchema.parse(status.body)).toMatchObject({
        status: 'geweigerd',
        notitie: 'Dubbel ingestuurd.',
      });
    }
    expect(await auditCount(t.server.db)).toBe(audits + 1);
    const audit = await lastAudit(t.server.db);
    expect(audit).toMatchObject({
      action: 'aanmelding.weigeren',
      summary: '3 aanmeldingen geweigerd',
    });
    expect(JSON.parse(audit.details!)).toMatchObject({
      aanmeldingIds: three.map((a) => a.entry.id),
    });
  });

  it('refuses unknown ids with 404 naming them, writing nothing', async () => {
    const two = await enrolled(2);
    const before = await dataFingerprint(t.server.db);
    const answer = await refuse({
      aanmeldingen: [
        ...two.map((a) => ({ id: a.entry.id, version: a.entry.version })),
        { id: 987654, version: 1 },
      ],
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      error: {
        code: 'not_found',
        message: 'Aanmelding 987654 bestaat niet; er is niets geweigerd.',
      },
    });
    expect(await dataFingerprint(t.server.db)).toBe(before);
    const list = await t.inbox();
    for (const a of two) expect(list.find((e) => e.id === a.entry.id)!.status).toBe('nieuw');
  });

  it('refuses a stale or already decided one with 409, writing nothing', async () => {
    const [first, second] = await enrolled(2);
    const before = await dataFingerprint(t.server.db);
    const stale = await refuse({
      aanmeldingen: [
        { id: first!.entry.id, version: first!.entry.version },
        { id: second!.entry.id, version: second!.entry.version + 1 },
      ],
    });
    expect(stale.status).toBe(409);
    expect(await dataFingerprint(t.server.db)).toBe(before);

    await t.client.ok('POST', organiserPaths.aanmeldingWeigeren(second!.entry.id), {
      version: second!.entry.version,
    });
    const decided = await refuse({
      aanmeldingen: [
        { id: first!.entry.id, version: first!.entry.version },
        { id: second!.entry.id, version: second!.entry.version + 1 },
      ],
    });
    expect(decided.status).toBe(409);
    expect(decided.body).toMatchObject({
      error: {
        code: 'conflict',
        message: expect.stringContaining(`${second!.naam}`) as unknown,
      },
    });
    expect((await t.inbox()).find((e) => e.id === first!.entry.id)!.status).toBe('nieuw');
  });

  it('answers 400 in Dutch for an empty list or an id twice', async () => {
    const [one] = await enrolled(1);
    const item = { id: one!.entry.id, version: one!.entry.version };
    expect((await refuse({ aanmeldingen: [] })).body).toMatchObject({
      error: { code: 'bad_request' },
    });
    const twice = await refuse({ aanmeldingen: [item, item] });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({
      error: { message: expect.stringContaining('meer dan eens') as unknown },
    });
  });
});
