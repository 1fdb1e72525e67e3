// Organiser endpoints for the shared safety table: Clubs and players.
import { LIMITS } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { BadInput, OrganiserEndpoint } from '../endpoint-types';
import type { Fixtures } from '../organiser-fixtures';

const long = (n: number) => 'x'.repeat(n);
const asId = (id: string) => id as unknown as number;

export function clubEndpoints({ club }: Fixtures): OrganiserEndpoint[] {
  const withId = (id: string) => organiserPaths.club(asId(id));
  return [
    { name: 'clubs.list', method: 'GET', path: organiserPaths.clubs, bad: [] },
    {
      name: 'clubs.create',
      method: 'POST',
      path: organiserPaths.clubs,
      body: { name: 'FC Veilig' },
      fieldVariants: true,
      bad: [
        {
          label: 'name too long',
          body: { name: long(101) },
          message: 'name mag hoogstens 100 tekens hebben',
        },
        {
          label: 'duplicate name',
          body: { name: club.name.toUpperCase() },
          message: `name: er is al een club met de naam ${club.name.toUpperCase()}`,
        },
      ],
    },
    {
      name: 'clubs.update',
      method: 'PUT',
      path: organiserPaths.club(club.id),
      withId,
      body: { version: club.version, name: 'FC Veilig' },
      fieldVariants: true,
      bad: [
        {
          label: 'version too big',
          body: { version: 2 ** 40, name: 'X' },
          message: `version mag hoogstens ${LIMITS.maxId} zijn`,
        },
      ],
    },
    {
      name: 'clubs.delete',
      method: 'DELETE',
      path: organiserPaths.withVersion(organiserPaths.club(club.id), club.version),
      withId,
      versionQuery: true,
      bad: [],
    },
  ];
}

export function spelerEndpoints({ speler, club }: Fixtures): OrganiserEndpoint[] {
  const body = {
    name: 'Veilige Speler',
    clubId: club.id,
    position: 'Middenvelder',
    status: 'actief',
    availableFromRound: null,
    departedFromRound: null,
  };
  const withId = (id: string) => organiserPaths.speler(asId(id));
  const bad: BadInput[] = [
    {
      label: 'unknown position',
      body: { ...body, position: 'Spits' },
      message:
        'position moet een van deze waarden zijn: Keeper, Verdediger, Middenvelder, Aanvaller',
    },
    {
      label: 'unknown status',
      body: { ...body, status: 'geblesseerd' },
      message: 'status moet een van deze waarden zijn: actief, nieuw, vertrokken',
    },
    {
      label: 'nieuw without round',
      body: { ...body, status: 'nieuw' },
      message: 'availableFromRound is verplicht bij status nieuw',
    },
    {
      label: 'vertrokken without round',
      body: { ...body, status: 'vertrokken' },
      message: 'departedFromRound is verplicht bij status vertrokken',
    },
    {
      label: 'round after the season',
      body: { ...body, status: 'nieuw', availableFromRound: 35 },
      message: 'availableFromRound mag hoogstens 34 zijn (het aantal speelrondes)',
    },
    {
      label: 'round out of range',
      body: { ...body, status: 'nieuw', availableFromRound: 61 },
      message: 'availableFromRound mag hoogstens 60 zijn',
    },
    {
      label: 'unknown club',
      body: { ...body, clubId: 999999 },
      message: 'clubId: club 999999 bestaat niet',
    },
    {
      label: 'name too long',
      body: { ...body, name: long(101) },
      message: 'name mag hoogstens 100 tekens hebben',
    },
  ];
  return [
    { name: 'spelers.list', method: 'GET', path: organiserPaths.spelers, bad: [] },
    {
      name: 'spelers.create',
      method: 'POST',
      path: organiserPaths.spelers,
      body,
      fieldVariants: true,
      bad,
    },
    {
      name: 'spelers.update',
      method: 'PUT',
      path: organiserPaths.speler(speler.id),
      withId,
      body: { version: speler.version, ...body },
      fieldVariants: true,
      bad: bad.map((b) => ({ ...b, body: { version: speler.version, ...(b.body as object) } })),
    },
    {
      name: 'spelers.delete',
      method: 'DELETE',
      path: organiserPaths.withVersion(organiserPaths.speler(speler.id), speler.version),
      withId,
      versionQuery: true,
      bad: [],
    },
  ];
}
