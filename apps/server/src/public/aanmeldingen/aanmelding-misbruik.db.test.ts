// Enrolment under abuse (issue 24, item 5), on SQLite and PostgreSQL: the honeypot gives
// nothing away (the same 400 for a wrong body, any value type, the same 201 and no row), the
// whole site's hourly cap, and the limit per address counting an IPv6 /64 as one address.
import { aanmeldingCreatedSchema, aanmeldingRefusalSchema } from '@clubelf/contract';
import { aanmeldingPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnrolmentServer } from './test/enrolment-client';

let t: Awaited<ReturnType<typeof startEnrolmentServer>>;

beforeAll(async () => {
  t = await startEnrolmentServer('Misbruik');
});
afterAll(() => t.server.close());

const CODE = /^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/;

describe('the honeypot', () => {
  it('answers an invalid body with the same 400 and problems whether or not it is filled', async () => {
    const wrong = { naam: '', email: 'geen-adres', spelerIds: [1, 2], toestemming: false };
    const plain = await t.enrol(t.enrolment({ ...wrong, website: '' }));
    for (const website of ['http://spam.example', 42, { url: 'x' }, 'x'.repeat(500)]) {
      const filled = await t.enrol(t.enrolment({ ...wrong, website }));
      expect(filled.status, `${JSON.stringify(website)}: ${filled.text}`).toBe(400);
      // The very same answer: message, and each problem with its field.
      expect(filled.body).toEqual(plain.body);
      expect(
        aanmeldingRefusalSchema.parse(filled.body).error.details.problems.length,
      ).toBeGreaterThan(0);
    }
  });

  it('takes a number, an object or a list in the field, as filled, without a type error', async () => {
    for (const website of [7, { a: 1 }, ['x'], true]) {
      const before = await t.storedCount();
      const answer = await t.enrol(t.enrolment({ website }));
      expect(answer.status, `${JSON.stringify(website)}: ${answer.text}`).toBe(201);
      expect(aanmeldingCreatedSchema.strict().parse(answer.body).referentie).toMatch(CODE);
      expect(await t.storedCount()).toBe(before);
    }
  });

  it('answers a filled one with the 201 of a real enrolment, and stores nothing', async () => {
    const real = await t.enrol(t.enrolment());
    expect(real.status, real.text).toBe(201);
    const before = await t.storedCount();
    const trap = await t.enrol(t.enrolment({ website: 'http://spam.example' }));
    expect(trap.status).toBe(real.status);
    expect(Object.keys(trap.body)).toEqual(Object.keys(real.body));
    expect(trap.body.referentie).toMatch(CODE);
    expect(await t.storedCount()).toBe(before);
    const status = await t.call('GET', aanmeldingPaths.status(trap.body.referentie));
    expect(status.status).toBe(404);
  });

  it('is checked like a real one: a duplicate is refused the same way', async () => {
    const body = t.enrolment();
    expect((await t.enrol(body)).status).toBe(201);
    const again = await t.enrol({ ...body, naam: `${body.naam} b` });
    const trap = await t.enrol({ ...body, naam: `${body.naam} c`, website: 'x' });
    expect(again.status).toBe(400);
    expect(trap.status).toBe(400);
    expect(trap.body).toEqual(again.body);
  });
});

describe('the whole site per hour', () => {
  it('answers 429 in Dutch beyond the organiser’s cap, honeypot or not, storing nothing', async () => {
    const lastHour = await t.storedCount();
    await t.setInstellingen({ maxPerUur: lastHour + 1 });
    try {
      expect((await t.enrol(t.enrolment())).status).toBe(201);
      const before = await t.storedCount();
      for (const website of ['', 'http://spam.example']) {
        const capped = await t.enrol(t.enrolment({ website }));
        expect(capped.status, capped.text).toBe(429);
        expect(capped.body).toEqual({
          error: {
            code: 'too_many_requests',
            message:
              'Er komen op dit moment te veel aanmeldingen tegelijk binnen. Probeer het over een uur opnieuw.',
          },
        });
      }
      // A wrong body still hears what is wrong.
      expect((await t.enrol(t.enrolment({ naam: '' }))).status).toBe(400);
      expect(await t.storedCount()).toBe(before);
    } finally {
      await t.setInstellingen({ maxPerUur: 100 });
    }
    expect((await t.enrol(t.enrolment())).status).toBe(201);
  });

  it('is one of the enrolment settings, 100 by default, within 1 and 10,000', async () => {
    const fresh = await t.client.ok<{ maxPerUur: number }>(
      'GET',
      '/api/organiser/aanmeldingen/instellingen',
    );
    expect(fresh.maxPerUur).toBe(100);
    for (const maxPerUur of [0, 10_001, 2.5]) {
      const current = await t.client.ok<Record<string, unknown>>(
        'GET',
        '/api/organiser/aanmeldingen/instellingen',
      );
      const answer = await t.client.call('PUT', '/api/organiser/aanmeldingen/instellingen', {
        ...current,
        maxPerUur,
      });
      expect(answer.status).toBe(400);
    }
  });
});

describe('the limit per address', () => {
  it('counts the addresses of one IPv6 /64 as one', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await t.enrol({ naam: '' }, `2001:db8:24:5::${i}`)).status).toBe(400);
    }
    const limited = await t.enrol({ naam: '' }, '2001:db8:24:5:ffff::99');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: { code: 'too_many_requests' } });
    // The next /64 is someone else.
    expect((await t.enrol({ naam: '' }, '2001:db8:24:6::1')).status).toBe(400);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.enrol({ naam: '' }, '::ffff:10.24.5.1')).status).toBe(400);
    }
    expect((await t.enrol({ naam: '' }, '10.24.5.1')).status).toBe(429);
  });
});
