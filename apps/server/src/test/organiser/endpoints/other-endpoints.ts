// Organiser endpoints for the shared safety table: Transfer windows, cups and the audit log.
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { BadInput, OrganiserEndpoint } from '../endpoint-types';
import type { Fixtures } from '../organiser-fixtures';

const asId = (id: string) => id as unknown as number;

export function transferperiodeEndpoints({ transferperiode: w }: Fixtures): OrganiserEndpoint[] {
  const withId = (id: string) => organiserPaths.transferperiode(asId(id));
  const bad: BadInput[] = [
    {
      label: 'round 1',
      body: { fromRound: 1, isOpen: false },
      message: 'fromRound moet minstens 2 zijn',
    },
    {
      label: 'round after the season',
      body: { fromRound: 35, isOpen: false },
      message: 'fromRound mag hoogstens 34 zijn (het aantal speelrondes)',
    },
    {
      label: 'open as text',
      body: { fromRound: 25, isOpen: 'ja' },
      message: 'isOpen moet true of false zijn',
    },
    {
      label: 'open on a played round',
      body: { fromRound: 5, isOpen: true },
      message: 'isOpen: speelronde 5 heeft al uitslagen',
    },
  ];
  return [
    {
      name: 'transferperiodes.list',
      method: 'GET',
      path: organiserPaths.transferperiodes,
      bad: [],
    },
    {
      name: 'transferperiodes.create',
      method: 'POST',
      path: organiserPaths.transferperiodes,
      body: { fromRound: 25, isOpen: false },
      fieldVariants: true,
      bad,
    },
    {
      name: 'transferperiodes.update',
      method: 'PUT',
      path: organiserPaths.transferperiode(w.id),
      withId,
      body: { version: w.version, fromRound: w.fromRound, isOpen: true },
      fieldVariants: true,
      bad: bad.map((b) => ({ ...b, body: { version: w.version, ...(b.body as object) } })),
    },
    {
      name: 'transferperiodes.delete',
      method: 'DELETE',
      path: organiserPaths.withVersion(organiserPaths.transferperiode(w.id), w.version),
      withId,
      versionQuery: true,
      bad: [],
    },
  ];
}

export function bekerEndpoints({ bekerRondeId }: Fixtures): OrganiserEndpoint[] {
  return [
    { name: 'bekers.get', method: 'GET', path: organiserPaths.bekers, bad: [] },
    {
      name: 'bekerrondes.create',
      method: 'POST',
      path: organiserPaths.bekerrondes,
      body: { kind: 'beker', speelronde: 30 },
      fieldVariants: true,
      bad: [
        {
          label: 'unknown kind',
          body: { kind: 'supercup', speelronde: 30 },
          message: 'kind moet een van deze waarden zijn: beker, teambeker',
        },
        {
          label: 'speelronde 0',
          body: { kind: 'beker', speelronde: 0 },
          message: 'speelronde moet minstens 1 zijn',
        },
        {
          label: 'speelronde too big',
          body: { kind: 'teambeker', speelronde: 61 },
          message: 'speelronde mag hoogstens 60 zijn',
        },
      ],
    },
    {
      name: 'bekerrondes.delete',
      method: 'DELETE',
      path: organiserPaths.bekerronde(bekerRondeId),
      withId: (id) => organiserPaths.bekerronde(asId(id)),
      bad: [],
    },
  ];
}

export function auditEndpoints(): OrganiserEndpoint[] {
  return [
    {
      name: 'logboek.list',
      method: 'GET',
      path: organiserPaths.logboek(1, 20),
      bad: [
        {
          label: 'page 0',
          path: organiserPaths.logboek(0, 20),
          message: 'page moet minstens 1 zijn',
        },
        {
          label: 'page size too big',
          path: organiserPaths.logboek(1, 201),
          message: 'pageSize mag hoogstens 200 zijn',
        },
        {
          label: 'page as text',
          path: '/api/organiser/logboek?page=twee',
          message: 'page moet een getal zijn',
        },
        {
          label: 'unknown parameter',
          path: '/api/organiser/logboek?sort=asc',
          message: 'Onbekend veld: sort',
        },
      ],
    },
  ];
}
