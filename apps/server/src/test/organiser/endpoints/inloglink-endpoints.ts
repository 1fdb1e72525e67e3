// Organiser endpoints for the shared safety table: a participant's sign-in link (issue 27).
import { mijnPaths } from '@clubelf/contract';
import type { OrganiserEndpoint } from '../endpoint-types';
import type { Fixtures } from '../organiser-fixtures';

const asId = (id: string) => id as unknown as number;

export function inloglinkEndpoints({ deelnemer }: Fixtures): OrganiserEndpoint[] {
  const withId = (id: string) => mijnPaths.inloglink(asId(id));
  return [
    {
      name: 'deelnemers.inloglink',
      method: 'POST',
      path: mijnPaths.inloglink(deelnemer.id),
      withId,
      bad: [
        {
          label: 'id with an exponent',
          path: withId('1e3'),
          message: 'moet een positief geheel getal zijn',
        },
      ],
    },
  ];
}
