// For enrolment tests over real HTTP: a server behind a trusted proxy (each call names its own
// address in X-Forwarded-For, so the limit per address of one test does not spill into the
// next), valid enrolments picked from the form's own players, and the organiser's inbox.
import { organiserAanmeldingenSchema } from '@clubelf/contract';
import type { AanmeldingOpen, OrganiserAanmelding } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { aanmeldingPaths } from '@clubelf/contract/paths';
import { expect } from 'vitest';
import { startOrganiserServer } from '../../../test/organiser/organiser-client';
import { pickSelectie } from '../../../test/organiser/pick-selectie';

export interface Called<T = unknown> {
  status: number;
  body: T;
  text: string;
}

export async function startEnrolmentServer(tag: string) {
  const { server, client } = await startOrganiserServer({ env: { TRUST_PROXY: 'true' } });
  let addresses = 0;
  const newAddress = () => `10.7.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

  async function call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    address = newAddress(),
  ): Promise<Called<T>> {
    const response = await client.send(path, {
      method,
      body,
      headers: { 'x-forwarded-for': address },
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, text };
  }

  const opened = await call<AanmeldingOpen>('GET', aanmeldingPaths.open);
  expect(opened.status, opened.text).toBe(200);
  const spelerIds = pickSelectie(opened.body.spelers, [], 2).map((s) => s.id);

  let people = 0;
  /** A valid enrolment of a new person, with `overrides`. */
  const enrolment = (overrides: Record<string, unknown> = {}) => {
    people += 1;
    return {
      naam: `${tag} ${people}`,
      teamnaam: `${tag}team ${people}`,
      email: `${tag.toLowerCase()}.${people}@voorbeeld.nl`,
      telefoon: '06 12345678',
      subcompetities: [],
      spelerIds,
      toestemming: true,
      website: '',
      ...overrides,
    };
  };

  const enrol = (body: unknown, address?: string) =>
    call<{ referentie: string }>('POST', aanmeldingPaths.aanmeldingen, body, address);

  async function storedCount(): Promise<number> {
    const row = await server.db
      .selectFrom('aanmelding')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function inbox(): Promise<OrganiserAanmelding[]> {
    return organiserAanmeldingenSchema.parse(await client.ok('GET', organiserPaths.aanmeldingen));
  }

  async function setInstellingen(change: Record<string, unknown>) {
    const current = await client.ok<Record<string, unknown>>(
      'GET',
      organiserPaths.aanmeldingInstellingen,
    );
    return client.ok('PUT', organiserPaths.aanmeldingInstellingen, { ...current, ...change });
  }

  return {
    server,
    client,
    call,
    newAddress,
    enrolment,
    enrol,
    storedCount,
    inbox,
    setInstellingen,
  };
}
