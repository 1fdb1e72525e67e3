// Organiser endpoints for the shared safety table: The schedule and match results.
import { LIMITS } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { BadInput, OrganiserEndpoint } from '../endpoint-types';
import type { Fixtures } from '../organiser-fixtures';

const asId = (id: string) => id as unknown as number;

export function speelschemaEndpoints({ club, otherClub, uitslag }: Fixtures): OrganiserEndpoint[] {
  const w = uitslag.wedstrijd;
  const body = {
    round: 34,
    homeClubId: club.id,
    awayClubId: otherClub.id,
    kickoff: '2027-05-16T14:30',
  };
  const withId = (id: string) => organiserPaths.wedstrijd(asId(id));
  const bad: BadInput[] = [
    {
      label: 'same clubs',
      body: { ...body, awayClubId: club.id },
      message: 'awayClubId moet een andere club zijn dan de thuisclub',
    },
    {
      label: 'kickoff format',
      body: { ...body, kickoff: '16-05-2027 14:30' },
      message: 'kickoff moet een datum en tijd zijn zoals 2026-08-15T20:00',
    },
    {
      label: 'kickoff impossible',
      body: { ...body, kickoff: '2027-02-30T14:30' },
      message: 'kickoff is geen bestaande datum of tijd',
    },
    { label: 'round 0', body: { ...body, round: 0 }, message: 'round moet minstens 1 zijn' },
    {
      label: 'round after the season',
      body: { ...body, round: 35 },
      message: 'round mag hoogstens 34 zijn (het aantal speelrondes)',
    },
    {
      label: 'unknown club',
      body: { ...body, homeClubId: 999999 },
      message: 'homeClubId: club 999999 bestaat niet',
    },
  ];
  return [
    { name: 'speelschema.get', method: 'GET', path: organiserPaths.speelschema, bad: [] },
    {
      name: 'wedstrijden.create',
      method: 'POST',
      path: organiserPaths.wedstrijden,
      body,
      fieldVariants: true,
      bad,
    },
    {
      name: 'wedstrijden.update',
      method: 'PUT',
      path: organiserPaths.wedstrijd(w.id),
      withId,
      body: {
        version: w.version,
        round: w.round,
        homeClubId: w.homeClubId,
        awayClubId: w.awayClubId,
        kickoff: '2027-01-20T20:00',
      },
      fieldVariants: true,
      bad: bad.map((b) => ({ ...b, body: { version: w.version, ...(b.body as object) } })),
    },
    {
      name: 'wedstrijden.delete',
      method: 'DELETE',
      path: organiserPaths.withVersion(organiserPaths.wedstrijd(w.id), w.version),
      withId,
      versionQuery: true,
      bad: [],
    },
  ];
}

export function uitslagEndpoints({ uitslag }: Fixtures): OrganiserEndpoint[] {
  const w = uitslag.wedstrijd;
  const speler = uitslag.spelers[0]!;
  const event = {
    playerId: speler.playerId,
    side: speler.side,
    played: true,
    basisplaats: true,
    goals: 1,
    penaltyGoals: 0,
    assists: 0,
    ownGoals: 0,
    yellow: 0,
    secondYellow: false,
    directRed: false,
    penaltiesSaved: 0,
    penaltiesMissed: 0,
  };
  const body = { version: w.version, homeGoals: 1, awayGoals: 0, events: [event] };
  const withEvent = (patch: Record<string, unknown>) => ({
    ...body,
    events: [{ ...event, ...patch }],
  });
  const withId = (id: string) => organiserPaths.uitslag(asId(id));
  return [
    { name: 'uitslag.get', method: 'GET', path: organiserPaths.uitslag(w.id), withId, bad: [] },
    {
      name: 'uitslag.save',
      method: 'PUT',
      path: organiserPaths.uitslag(w.id),
      withId,
      body,
      fieldVariants: true,
      bad: [
        {
          label: 'negative goals',
          body: { ...body, homeGoals: -1 },
          message: 'homeGoals moet minstens 0 zijn',
        },
        {
          label: 'score too high',
          body: { ...body, awayGoals: 100 },
          message: 'awayGoals mag hoogstens 99 zijn',
        },
        {
          label: 'one side without score',
          body: { ...body, awayGoals: null },
          message: 'homeGoals en awayGoals zijn allebei een getal, of allebei leeg',
        },
        {
          label: 'two yellows as a count',
          body: withEvent({ yellow: 2 }),
          message: 'events.0.yellow mag hoogstens 1 zijn',
        },
        {
          label: 'goals as text',
          body: withEvent({ goals: 'twee' }),
          message: 'events.0.goals moet een',
        },
        {
          label: 'missing event field',
          body: { ...body, events: [{ ...event, assists: undefined }] },
          message: 'events.0.assists ontbreekt',
        },
        {
          label: 'wrong side',
          body: withEvent({ side: 'midden' }),
          message: 'events.0.side moet een van deze waarden zijn: home, away',
        },
        {
          label: 'goals beyond the score',
          body: withEvent({ goals: 3 }),
          message: 'zijn meer dan de uitslag (1)',
        },
        {
          label: 'penalty goals beyond goals',
          body: withEvent({ penaltyGoals: 2 }),
          message: 'heeft meer penaltydoelpunten (2) dan doelpunten (1)',
        },
        {
          label: 'unknown player',
          body: withEvent({ playerId: 999999 }),
          message: 'events.0.playerId: speler 999999 bestaat niet',
        },
        {
          label: 'player twice',
          body: { ...body, events: [event, event] },
          message: `events.1.playerId: ${speler.name} staat er dubbel in`,
        },
        {
          label: 'too many rows',
          body: { ...body, events: Array(LIMITS.eventsPerMatch + 1).fill(event) },
          message: `events mag hoogstens ${LIMITS.eventsPerMatch} elementen hebben`,
        },
      ],
    },
  ];
}
