// Organiser endpoints for the shared safety table: Participants, their selections and transfers.
import { LIMITS } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { BadInput, OrganiserEndpoint } from '../endpoint-types';
import type { Fixtures } from '../organiser-fixtures';

const long = (n: number) => 'x'.repeat(n);
const asId = (id: string) => id as unknown as number;

export function deelnemerEndpoints({ deelnemer }: Fixtures): OrganiserEndpoint[] {
  const body = {
    name: 'Veilige Deelnemer',
    teamName: 'Veilig Team',
    subcompetities: ['Jeugd'],
    email: 'veilig@voorbeeld.nl',
  };
  const withId = (id: string) => organiserPaths.deelnemer(asId(id));
  const bad: BadInput[] = [
    {
      label: 'bad e-mail',
      body: { ...body, email: 'geen-adres' },
      message: 'email moet een e-mailadres zijn zoals naam@voorbeeld.nl',
    },
    {
      label: 'e-mail too long',
      body: { ...body, email: `${long(250)}@voorbeeld.nl` },
      message: 'email mag hoogstens 254 tekens hebben',
    },
    {
      label: 'too many subcompetities',
      body: { ...body, subcompetities: Array.from({ length: 11 }, (_, i) => `Groep ${i}`) },
      message: 'subcompetities mag hoogstens 10 elementen hebben',
    },
    {
      label: 'empty subcompetitie',
      body: { ...body, subcompetities: [''] },
      message: 'subcompetities.0 mag niet leeg zijn',
    },
    {
      label: 'teamName too long',
      body: { ...body, teamName: long(101) },
      message: 'teamName mag hoogstens 100 tekens hebben',
    },
  ];
  return [
    { name: 'deelnemers.list', method: 'GET', path: organiserPaths.deelnemers, bad: [] },
    { name: 'teams.list', method: 'GET', path: organiserPaths.teams, bad: [] },
    {
      name: 'deelnemers.get',
      method: 'GET',
      path: organiserPaths.deelnemer(deelnemer.id),
      withId,
      bad: [],
    },
    {
      name: 'deelnemers.create',
      method: 'POST',
      path: organiserPaths.deelnemers,
      body,
      fieldVariants: true,
      bad,
    },
    {
      name: 'deelnemers.update',
      method: 'PUT',
      path: organiserPaths.deelnemer(deelnemer.id),
      withId,
      body: { version: deelnemer.version, ...body },
      fieldVariants: true,
      bad: bad.map((b) => ({ ...b, body: { version: deelnemer.version, ...(b.body as object) } })),
    },
    {
      name: 'deelnemers.delete',
      method: 'DELETE',
      path: organiserPaths.withVersion(organiserPaths.deelnemer(deelnemer.id), deelnemer.version),
      withId,
      versionQuery: true,
      bad: [],
    },
  ];
}

export function selectieEndpoints({
  deelnemer,
  validSelectie,
  spelers,
}: Fixtures): OrganiserEndpoint[] {
  const eleven = validSelectie;
  const keepers = spelers.filter((s) => s.position === 'Keeper').map((s) => s.id);
  const inSelectie = spelers.filter((s) => deelnemer.currentSelectie.includes(s.id));
  const out = inSelectie.find((s) => s.position === 'Verdediger')!;
  const inn = spelers.find(
    (s) =>
      s.position === 'Verdediger' &&
      s.status === 'actief' &&
      !deelnemer.currentSelectie.includes(s.id),
  )!;
  const pair = { playerOutId: out.id, playerInId: inn.id };
  const tooMany = Array.from({ length: LIMITS.selectieList + 1 }, (_, i) => i + 1);
  return [
    {
      name: 'selectie.save',
      method: 'PUT',
      path: organiserPaths.selectie(deelnemer.id),
      withId: (id) => organiserPaths.selectie(asId(id)),
      body: { version: deelnemer.version, playerIds: eleven },
      fieldVariants: true,
      bad: [
        {
          label: 'ten players',
          body: { version: deelnemer.version, playerIds: eleven.slice(1) },
          message: 'Een selectie heeft precies 11 spelers (nu 10).',
        },
        {
          label: 'two keepers',
          body: {
            version: deelnemer.version,
            playerIds: [...eleven.slice(0, 10), keepers.find((k) => !eleven.includes(k))!],
          },
          message: 'Een selectie heeft precies 1 keeper (nu 2).',
        },
        {
          label: 'id 0',
          body: { version: deelnemer.version, playerIds: [0, ...eleven.slice(1)] },
          message: 'playerIds.0 moet minstens 1 zijn',
        },
        {
          label: 'list too long',
          body: { version: deelnemer.version, playerIds: tooMany },
          message: `playerIds mag hoogstens ${LIMITS.selectieList} elementen hebben`,
        },
      ],
    },
    {
      name: 'selectie.check',
      method: 'POST',
      path: organiserPaths.selectieCheck,
      body: { playerIds: eleven },
      fieldVariants: true,
      bad: [
        {
          label: 'round 0',
          body: { playerIds: eleven, round: 0 },
          message: 'round moet minstens 1 zijn',
        },
        {
          label: 'round after the season',
          body: { playerIds: eleven, round: 35 },
          message: 'round mag hoogstens 34 zijn',
        },
        { label: 'ids as text', body: { playerIds: ['een'] }, message: 'playerIds.0 moet een' },
        {
          label: 'list too long',
          body: { playerIds: tooMany },
          message: `playerIds mag hoogstens ${LIMITS.selectieList} elementen hebben`,
        },
      ],
    },
    {
      name: 'transfers.create',
      method: 'POST',
      path: organiserPaths.transfers(deelnemer.id),
      withId: (id) => organiserPaths.transfers(asId(id)),
      body: { version: deelnemer.version, transfers: [pair] },
      fieldVariants: true,
      bad: [
        {
          label: 'no transfers',
          body: { version: deelnemer.version, transfers: [] },
          message: 'transfers moet minstens 1 element hebben',
        },
        {
          label: 'too many transfers',
          body: { version: deelnemer.version, transfers: Array(12).fill(pair) },
          message: 'transfers mag hoogstens 11 elementen hebben',
        },
        {
          label: 'missing player in',
          body: { version: deelnemer.version, transfers: [{ playerOutId: out.id }] },
          message: 'transfers.0.playerInId ontbreekt',
        },
      ],
    },
    {
      name: 'transfers.check',
      method: 'POST',
      path: organiserPaths.transfersCheck(deelnemer.id),
      withId: (id) => organiserPaths.transfersCheck(asId(id)),
      body: { transfers: [pair] },
      fieldVariants: true,
      bad: [
        {
          label: 'negative id',
          body: { transfers: [{ ...pair, playerInId: -3 }] },
          message: 'transfers.0.playerInId moet minstens 1 zijn',
        },
      ],
    },
    {
      name: 'transfers.delete',
      method: 'DELETE',
      path: organiserPaths.withVersion(
        organiserPaths.transfer(deelnemer.id, deelnemer.transfers[0]!.id),
        deelnemer.version,
      ),
      withId: (id) => organiserPaths.transfer(deelnemer.id, asId(id)),
      versionQuery: true,
      bad: [],
    },
  ];
}
