import type {
  OrganiserClub,
  OrganiserSchedule,
  OrganiserSpeler,
  OrganiserWedstrijd,
  Speelronde,
  SpelerRow,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/test-server';
import { lastAudit, startOrganiserServer } from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
});
afterAll(() => server.close());

const errorOf = (answer: { body: unknown }) =>
  (answer.body as { error: { message: string } }).error.message;

describe('clubs', () => {
  it('adds, renames and removes a club; refuses a duplicate name and removing a club in use', async () => {
    const club = await client.ok<OrganiserClub>(
      'POST',
      organiserPaths.clubs,
      { name: 'FC Nieuwkomer' },
      201,
    );
    expect(club).toMatchObject({
      name: 'FC Nieuwkomer',
      version: 1,
      spelerCount: 0,
      wedstrijdCount: 0,
    });
    const duplicate = await client.call('POST', organiserPaths.clubs, { name: ' fc nieuwkomer ' });
    expect(duplicate.status).toBe(400);
    expect(errorOf(duplicate)).toBe('name: er is al een club met de naam fc nieuwkomer');
    const renamed = await client.ok<OrganiserClub>('PUT', organiserPaths.club(club.id), {
      version: 1,
      name: 'FC Hernoemd',
    });
    expect(renamed).toMatchObject({ name: 'FC Hernoemd', version: 2 });
    expect(
      (await client.call('PUT', organiserPaths.club(club.id), { version: 1, name: 'Te Laat' }))
        .status,
    ).toBe(409);

    const clubs = await client.ok<OrganiserClub[]>('GET', organiserPaths.clubs);
    const used = clubs.find((c) => c.spelerCount > 0)!;
    const inUse = await client.call(
      'DELETE',
      organiserPaths.withVersion(organiserPaths.club(used.id), used.version),
    );
    expect(inUse.status).toBe(409);
    expect(errorOf(inUse)).toContain('is in gebruik');
    expect(
      (await client.call('DELETE', organiserPaths.withVersion(organiserPaths.club(club.id), 2)))
        .status,
    ).toBe(204);
    expect((await lastAudit(server.db)).action).toBe('club.verwijderen');
  });
});

describe('players', () => {
  it('adds a winter signing (nieuw) who shows on the public nieuw list', async () => {
    const clubs = await client.ok<OrganiserClub[]>('GET', organiserPaths.clubs);
    const speler = await client.ok<OrganiserSpeler>(
      'POST',
      organiserPaths.spelers,
      {
        name: 'Winter Aanwinst',
        clubId: clubs[0]!.id,
        position: 'Aanvaller',
        status: 'nieuw',
        availableFromRound: 22,
        departedFromRound: null,
      },
      201,
    );
    expect(speler).toMatchObject({
      clubName: clubs[0]!.name,
      status: 'nieuw',
      availableFromRound: 22,
      selectedCount: 0,
    });
    const nieuw = await server.getJson<SpelerRow[]>(apiPaths.spelers('nieuw'));
    expect(nieuw.find((s) => s.playerId === speler.id)?.clubName).toBe(clubs[0]!.name);

    const missing = await client.call('POST', organiserPaths.spelers, {
      ...speler,
      id: undefined,
      version: undefined,
      clubName: undefined,
      selectedCount: undefined,
      wedstrijdCount: undefined,
      availableFromRound: null,
    });
    expect(missing.status).toBe(400);
    expect(errorOf(missing)).toBe(
      'availableFromRound is verplicht bij status nieuw (vanaf welke speelronde te kiezen)',
    );
    expect(
      (await client.call('DELETE', organiserPaths.withVersion(organiserPaths.speler(speler.id), 1)))
        .status,
    ).toBe(204);
  });

  it('moves a player with points to another club: his points stay, the public lists show the new club', async () => {
    const totaal = await server.getJson<SpelerRow[]>(apiPaths.spelers('totaalscore'));
    const star = totaal[0]!;
    const spelers = await client.ok<OrganiserSpeler[]>('GET', organiserPaths.spelers);
    const before = spelers.find((s) => s.id === star.playerId)!;
    const target = (await client.ok<OrganiserClub[]>('GET', organiserPaths.clubs)).find(
      (c) => c.id !== before.clubId,
    )!;
    const moved = await client.ok<OrganiserSpeler>('PUT', organiserPaths.speler(before.id), {
      version: before.version,
      name: before.name,
      clubId: target.id,
      position: before.position,
      status: before.status,
      availableFromRound: before.availableFromRound,
      departedFromRound: before.departedFromRound,
    });
    expect(moved).toMatchObject({
      clubId: target.id,
      clubName: target.name,
      version: before.version + 1,
    });
    const after = (await server.getJson<SpelerRow[]>(apiPaths.spelers('totaalscore'))).find(
      (s) => s.playerId === star.playerId,
    )!;
    expect(after).toMatchObject({ clubName: target.name, totalPoints: star.totalPoints });
    const audit = await lastAudit(server.db);
    expect(audit).toMatchObject({
      action: 'speler.overschrijving',
      summary: `Speler ${before.name} van ${before.clubName} naar ${target.name}`,
    });

    const position = await client.call('PUT', organiserPaths.speler(before.id), {
      version: moved.version,
      name: before.name,
      clubId: target.id,
      position: before.position === 'Keeper' ? 'Aanvaller' : 'Keeper',
      status: before.status,
      availableFromRound: before.availableFromRound,
      departedFromRound: before.departedFromRound,
    });
    expect(position.status).toBe(409);
    const remove = await client.call(
      'DELETE',
      organiserPaths.withVersion(organiserPaths.speler(before.id), moved.version),
    );
    expect(remove.status).toBe(409);
    expect(errorOf(remove)).toContain('zet zijn status op vertrokken');
  });

  it('marks a player vertrokken from a speelronde', async () => {
    const spelers = await client.ok<OrganiserSpeler[]>('GET', organiserPaths.spelers);
    const s = spelers.find((x) => x.status === 'actief')!;
    await client.ok('PUT', organiserPaths.speler(s.id), {
      ...pick(s),
      status: 'vertrokken',
      departedFromRound: 21,
    });
    expect(
      (await server.getJson<SpelerRow[]>(apiPaths.spelers('vertrokken'))).some(
        (x) => x.playerId === s.id,
      ),
    ).toBe(true);
    const tooLate = await client.call('PUT', organiserPaths.speler(s.id), {
      ...pick(s),
      version: s.version + 1,
      status: 'vertrokken',
      departedFromRound: 40,
    });
    expect(errorOf(tooLate)).toBe(
      'departedFromRound mag hoogstens 34 zijn (het aantal speelrondes)',
    );
  });
});

function pick(s: OrganiserSpeler) {
  const { id: _i, clubName: _c, selectedCount: _s, wedstrijdCount: _w, ...body } = s;
  return body;
}

describe('schedule', () => {
  it('adds, moves and removes a match; a club plays once per speelronde', async () => {
    const a = await client.ok<OrganiserClub>(
      'POST',
      organiserPaths.clubs,
      { name: 'SC Thuis' },
      201,
    );
    const b = await client.ok<OrganiserClub>('POST', organiserPaths.clubs, { name: 'VV Uit' }, 201);
    const match = await client.ok<OrganiserWedstrijd>(
      'POST',
      organiserPaths.wedstrijden,
      { round: 21, homeClubId: a.id, awayClubId: b.id, kickoff: '2027-01-20T20:00' },
      201,
    );
    expect(match).toMatchObject({
      homeClub: 'SC Thuis',
      awayClub: 'VV Uit',
      homeGoals: null,
      version: 1,
    });
    const publicRound = await server.getJson<Speelronde>(apiPaths.wedstrijdRonde(21));
    expect(publicRound.wedstrijden.find((w) => w.id === match.id)?.kickoff).toBe(
      '2027-01-20T20:00',
    );

    const twice = await client.call('POST', organiserPaths.wedstrijden, {
      round: 21,
      homeClubId: b.id,
      awayClubId: a.id,
      kickoff: '2027-01-21T14:30',
    });
    expect(twice.status).toBe(400);
    expect(errorOf(twice)).toBe(
      'homeClubId: VV Uit speelt al in speelronde 21; awayClubId: SC Thuis speelt al in speelronde 21',
    );

    const moved = await client.ok<OrganiserWedstrijd>('PUT', organiserPaths.wedstrijd(match.id), {
      version: 1,
      round: 22,
      homeClubId: a.id,
      awayClubId: b.id,
      kickoff: '2027-01-27T18:45',
    });
    expect(moved).toMatchObject({ round: 22, kickoff: '2027-01-27T18:45', version: 2 });
    const schedule = await client.ok<OrganiserSchedule>('GET', organiserPaths.speelschema);
    expect(schedule.rondes[21]!.wedstrijden.some((w) => w.id === match.id)).toBe(true);

    const played = schedule.rondes[0]!.wedstrijden[0]!;
    const withResult = await client.call(
      'DELETE',
      organiserPaths.withVersion(organiserPaths.wedstrijd(played.id), played.version),
    );
    expect(withResult.status).toBe(409);
    expect(
      (
        await client.call(
          'DELETE',
          organiserPaths.withVersion(organiserPaths.wedstrijd(match.id), 2),
        )
      ).status,
    ).toBe(204);
  });
});
