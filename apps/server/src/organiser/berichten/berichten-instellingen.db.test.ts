// The deadline reminder's hours as the organiser's setting (issue 28: "24 hours (setting)"),
// migration 0021, on SQLite and PostgreSQL: the default, a Dutch 400 naming the field for a bad
// value, a 409 on a stale version, and the sender reminding by the saved hours.
import {
  berichtInstellingenSchema,
  DEADLINE_UREN_STANDAARD,
  type Rondes,
  type Transferperiode,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queueDeadlineReminders } from '../../outbox/deadline-bericht';
import {
  createOrganiserClient,
  lastAudit,
  type OrganiserClient,
} from '../../test/organiser/organiser-client';
import { ADMIN_ENV } from '../../test/api-test-client';
import { startTestServer, type TestServer } from '../../test/test-server';

const PATH = organiserPaths.berichtenInstellingen;

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  server = await startTestServer({ env: ADMIN_ENV });
  client = await createOrganiserClient(server);
});
afterAll(() => server?.close());

/** "2026-11-28T15:40": Amsterdam wall time, as the organiser's form sends a deadline. */
function amsterdamLocal(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

const deadlineRows = () =>
  server.db.selectFrom('bericht').select('id').where('kind', '=', 'deadline').execute();

describe("the deadline reminder's hours", () => {
  it('are 24 until the organiser saves', async () => {
    expect(berichtInstellingenSchema.parse(await client.ok('GET', PATH))).toEqual({
      version: 1,
      deadlineUren: DEADLINE_UREN_STANDAARD,
    });
  });

  it.each([
    ['none', 0, 'deadlineUren moet minstens 1 zijn'],
    ['more than a week', 169, 'deadlineUren mag hoogstens 168 zijn'],
    ['a fraction', 1.5, 'deadlineUren moet een geheel getal zijn'],
    ['text', '24', 'deadlineUren moet een getal zijn'],
    ['absent', undefined, 'deadlineUren ontbreekt'],
  ])('refuse %s with a Dutch 400 naming the field', async (_label, deadlineUren, message) => {
    const answer = await client.call<{
      error: { message: string; details: { problems: { field: string; message: string }[] } };
    }>('PUT', PATH, { version: 1, deadlineUren });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details.problems).toEqual([{ field: 'deadlineUren', message }]);
    expect(await server.db.selectFrom('berichtInstelling').selectAll().execute()).toEqual([]);
  });

  it('remind by the saved hours: a window closing in 30 hours is reminded of at 48, not at 24', async () => {
    const rondes = await server.getJson<Rondes>(apiPaths.wedstrijdRondes);
    const fromRound = rondes.find((r) => r.state === 'gepland')!.round;
    for (const w of await client.ok<Transferperiode[]>('GET', organiserPaths.transferperiodes)) {
      if (w.isOpen) {
        await client.ok('PUT', organiserPaths.transferperiode(w.id), {
          version: w.version,
          fromRound: w.fromRound,
          isOpen: false,
        });
      }
    }
    await client.ok(
      'POST',
      organiserPaths.transferperiodes,
      { fromRound, isOpen: true, sluitOp: amsterdamLocal(Date.now() + 30 * 3_600_000) },
      201,
    );
    // At 24 hours before, 30 hours before is too early: nothing (as the sender found too).
    expect(await queueDeadlineReminders(server.db, new Date())).toBe(0);
    expect(await deadlineRows()).toEqual([]);

    const saved = await client.ok('PUT', PATH, { version: 1, deadlineUren: 48 });
    expect(berichtInstellingenSchema.parse(saved)).toEqual({ version: 2, deadlineUren: 48 });
    expect(await lastAudit(server.db)).toMatchObject({ action: 'berichten.instellen' });
    // The save wakes the sender, which looks by the new hours and writes the reminders (they
    // wait: no mail server here).
    await vi.waitFor(async () => expect((await deadlineRows()).length).toBeGreaterThan(0), {
      timeout: 60_000,
      interval: 100,
    });

    // Another organiser's save on the version loaded before: refused, nothing changed.
    const stale = await client.call('PUT', PATH, { version: 1, deadlineUren: 12 });
    expect(stale.status).toBe(409);
    expect(berichtInstellingenSchema.parse(await client.ok('GET', PATH)).deadlineUren).toBe(48);
  });
});
