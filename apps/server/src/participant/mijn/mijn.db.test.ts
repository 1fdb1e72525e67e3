// "Mijn superelf" over real HTTP on SQLite and PostgreSQL (issue 27, items 2 and 4): the
// person's teams with what the public answers say of them, one team's round of 11 (only their
// own), and an enrolment sent signed in that becomes the person's team when accepted.
import {
  aanmeldingOpenSchema,
  deelnemerRondeSchema,
  deelnemerSummarySchema,
  loginResponseSchema,
  mijnPaths,
  mijnResponseSchema,
  mijnTeamResponseSchema,
  organiserAanmeldingenSchema,
} from '@clubelf/contract';
import type { OrganiserAanmelding } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { aanmeldingPaths, apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganiserServer, type OrganiserClient } from '../../test/organiser/organiser-client';
import { pickSelectie } from '../../test/organiser/pick-selectie';
import type { TestServer } from '../../test/test-server';

let server: TestServer;
let client: OrganiserClient;

beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
});
afterAll(() => server?.close());

/** Two participants of the demo season with a selection and an e-mail, and their persons. */
async function twoParticipants() {
  const rows = await server.db
    .selectFrom('deelnemer')
    .innerJoin('persoon', 'persoon.id', 'deelnemer.persoonId')
    .innerJoin('selectieSpeler', 'selectieSpeler.deelnemerId', 'deelnemer.id')
    .select(['deelnemer.id', 'deelnemer.email', 'deelnemer.persoonId', 'persoon.name'])
    .where('deelnemer.email', 'is not', null)
    .groupBy(['deelnemer.id', 'deelnemer.email', 'deelnemer.persoonId', 'persoon.name'])
    .orderBy('deelnemer.id')
    .limit(2)
    .execute();
  const [a, b] = rows;
  if (!a?.email || !b || !a.persoonId) throw new Error('demo lacks participants with e-mail');
  return [a, b] as const;
}

/** Signed in as the participant's person by the organiser's link: their token. */
async function signInAs(deelnemerId: number): Promise<string> {
  const made = await client.ok<{ url: string }>('POST', mijnPaths.inloglink(deelnemerId), {}, 201);
  const token = new URL(made.url).searchParams.get('token');
  const response = await client.send(mijnPaths.bevestigen, { body: { token } });
  expect(response.status).toBe(200);
  return loginResponseSchema.parse(await response.json()).token;
}

async function get(path: string, token: string) {
  const response = await client.send(path, { method: 'GET', token });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function publicGet(path: string) {
  const response = await client.send(path, { method: 'GET' });
  expect(response.status, path).toBe(200);
  return (await response.json()) as unknown;
}

describe('GET /api/mijn', () => {
  it("gives each team its place, movement and round's points as the public home card does", async () => {
    const [a] = await twoParticipants();
    const token = await signInAs(a.id);
    const answer = await get(mijnPaths.mijn, token);
    expect(answer.status).toBe(200);
    const mijn = mijnResponseSchema.parse(answer.body);
    expect(mijn.persoon).toEqual({ id: a.persoonId, name: a.name });
    const team = mijn.teams.find((t) => t.deelnemerId === a.id);
    const card = deelnemerSummarySchema.parse(await publicGet(apiPaths.deelnemerSummary(a.id)));
    expect(card.round).toBeGreaterThan(0);
    expect(team).toEqual({
      deelnemerId: a.id,
      name: card.name,
      teamName: card.teamName,
      position: card.position,
      totalScore: card.totalScore,
      round: card.round,
      positionChange: card.positionChange,
      roundScore: card.roundScore,
    });
    // /aanmelden is filled in with what is known of the person.
    expect(mijn.aanmelden).toEqual({ naam: a.name, email: a.email, telefoon: null });
    expect(mijn.aanmeldingen).toEqual([]);
  });
});

describe('GET /api/mijn/teams/{deelnemerId}', () => {
  it("answers the own team's card with its 11 of the round and their points and events", async () => {
    const [a] = await twoParticipants();
    const token = await signInAs(a.id);
    const answer = await get(mijnPaths.team(a.id), token);
    expect(answer.status).toBe(200);
    const team = mijnTeamResponseSchema.parse(answer.body);
    const card = deelnemerSummarySchema.parse(await publicGet(apiPaths.deelnemerSummary(a.id)));
    const { ronde, ...summary } = team;
    expect(summary).toEqual(card);
    const publicRonde = deelnemerRondeSchema.parse(
      await publicGet(apiPaths.deelnemerRonde(a.id, card.round)),
    );
    expect(ronde).toEqual(publicRonde);
    expect(ronde?.spelers).toHaveLength(11);
    expect(ronde?.spelers.reduce((sum, s) => sum + s.points, 0)).toBeGreaterThan(0);
  });

  it("refuses another person's team with a Dutch 403 and an unknown one with 404", async () => {
    const [a, b] = await twoParticipants();
    const token = await signInAs(a.id);
    const other = await get(mijnPaths.team(b.id), token);
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).toContain('niet van jou');
    expect(JSON.stringify(other.body)).not.toContain(b.name);
    expect((await get(mijnPaths.team(999_999), token)).status).toBe(404);
    expect((await client.send(mijnPaths.team(a.id), { method: 'GET' })).status).toBe(401);
  });
});

describe('POST /api/mijn/aanmeldingen', () => {
  it("enrols signed in: the status shows in Mijn superelf and accepting makes it the person's team", async () => {
    const [a] = await twoParticipants();
    const token = await signInAs(a.id);
    const open = aanmeldingOpenSchema.parse(await publicGet(aanmeldingPaths.open));
    const body = {
      naam: a.name,
      teamnaam: 'Tweede Elftal Mijn',
      email: 'tweede.team@voorbeeld.nl',
      telefoon: '06 87654321',
      subcompetities: [],
      spelerIds: pickSelectie(open.spelers, [], 2).map((s) => s.id),
      toestemming: true,
      website: '',
    };
    const sent = await client.send(mijnPaths.aanmeldingen, { body, token });
    expect(sent.status, await sent.clone().text()).toBe(201);

    const before = mijnResponseSchema.parse((await get(mijnPaths.mijn, token)).body);
    expect(before.aanmeldingen).toMatchObject([
      { teamnaam: 'Tweede Elftal Mijn', status: 'nieuw', notitie: null },
    ]);
    expect(before.aanmelden.telefoon).toBe('06 87654321');
    const teamsBefore = before.teams.length;
    // The privacy tools find it with the person, whatever address it was sent from.
    const export_ = await client.ok<{ aanmeldingen: { teamnaam: string }[] }>(
      'GET',
      `${organiserPaths.privacyExport}?persoonId=${a.persoonId}`,
    );
    expect(export_.aanmeldingen.map((e) => e.teamnaam)).toContain('Tweede Elftal Mijn');

    const inbox = organiserAanmeldingenSchema.parse(
      await client.ok('GET', organiserPaths.aanmeldingen),
    );
    const entry = inbox.find((e) => e.teamnaam === 'Tweede Elftal Mijn');
    if (!entry) throw new Error('the enrolment is not in the inbox');
    const accepted = await client.ok<OrganiserAanmelding>(
      'POST',
      organiserPaths.aanmeldingAccepteren(entry.id),
      { version: entry.version },
    );
    const linked = await server.db
      .selectFrom('deelnemer')
      .select('persoonId')
      .where('id', '=', accepted.deelnemerId!)
      .executeTakeFirstOrThrow();
    expect(linked.persoonId).toBe(a.persoonId);

    // Accepted while the season is under way, it counts from a later round: its card shows
    // the 11 of that round (nothing scored yet), not points of a round it does not count in.
    const { startRonde } = await server.db
      .selectFrom('deelnemer')
      .select('startRonde')
      .where('id', '=', accepted.deelnemerId!)
      .executeTakeFirstOrThrow();
    // The accept's recomputation may still be under way: its card comes with the new answers.
    await expect
      .poll(async () => (await get(mijnPaths.team(accepted.deelnemerId!), token)).status)
      .toBe(200);
    const nieuw = mijnTeamResponseSchema.parse(
      (await get(mijnPaths.team(accepted.deelnemerId!), token)).body,
    );
    expect(startRonde).toBeGreaterThan(nieuw.round);
    expect(nieuw.roundScore).toBe(0);
    expect(nieuw.ronde?.round).toBe(startRonde);
    expect(nieuw.ronde?.spelers).toHaveLength(11);
    expect(nieuw.ronde?.totalScore).toBe(0);

    const after = mijnResponseSchema.parse((await get(mijnPaths.mijn, token)).body);
    expect(after.teams).toHaveLength(teamsBefore + 1);
    expect(after.teams.map((t) => t.teamName)).toContain('Tweede Elftal Mijn');
    expect(after.aanmeldingen).toMatchObject([{ status: 'geaccepteerd' }]);
  });

  it('refuses an enrolment with problems as the public form does, and without sign-in 401', async () => {
    const [a] = await twoParticipants();
    const token = await signInAs(a.id);
    const bad = await client.send(mijnPaths.aanmeldingen, { body: { naam: '' }, token });
    expect(bad.status).toBe(400);
    const none = await client.send(mijnPaths.aanmeldingen, { body: { naam: '' } });
    expect(none.status).toBe(401);
  });
});
