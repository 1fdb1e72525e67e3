// For enrolment tests over real HTTP: a server behind a trusted proxy (each call names its own
// address in X-Forwarded-For, so the limit per address of one test does not spill into the
// next), valid enrolments picked from the form's own players, and the organiser's inbox.
import { organiserAanmeldingenSchema } from '@clubelf/contract';
import type { AanmeldingOpen, AanmeldSpeler, OrganiserAanmelding } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { aanmeldingPaths } from '@clubelf/contract/paths';
import { expect } from 'vitest';
import { startOrganiserServer } from '../../organiser/test/organiser-client';

export interface Called<T = unknown> {
  status: number;
  body: T;
  text: string;
}

const ORDER = ['Keeper', 'Verdediger', 'Middenvelder', 'Aanvaller'] as const;

/** A valid 4-3-3 from the form's players, at most two of a club. */
function pick(open: AanmeldingOpen): number[] {
  const wanted: Record<string, number> = {
    Keeper: 1,
    Verdediger: 4,
    Middenvelder: 3,
    Aanvaller: 3,
  };
  const clubs = new Map<number, number>();
  const picked: AanmeldSpeler[] = [];
  for (const position of ORDER) {
    for (const s of open.spelers) {
      if (wanted[position] === 0) break;
      if (s.position !== position || (clubs.get(s.clubId) ?? 0) >= 2) continue;
      clubs.set(s.clubId, (clubs.get(s.clubId) ?? 0) + 1);
      wanted[position]! -= 1;
      picked.push(s);
    }
  }
  expect(picked).toHaveLength(11);
  return picked.map((s) => s.id);
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
  const spelerIds = pick(opened.body);

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
