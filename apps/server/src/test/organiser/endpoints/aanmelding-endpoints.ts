// Organiser endpoints for the shared safety table: the enrolment inbox (issue 15). The decisions
// check the id and the body before they look for the enrolment, so id 1 serves for the table.
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { OrganiserEndpoint } from '../endpoint-types';

export function aanmeldingEndpoints(): OrganiserEndpoint[] {
  const withId = (make: (id: number) => string) => (id: string) => make(id as unknown as number);
  const instellingen = { vanaf: '2026-07-01', tot: '2026-08-31', maxTeamsPerPersoon: 2 };
  return [
    { name: 'aanmeldingen.list', method: 'GET', path: organiserPaths.aanmeldingen, bad: [] },
    {
      name: 'aanmeldingen.instellingen.get',
      method: 'GET',
      path: organiserPaths.aanmeldingInstellingen,
      bad: [],
    },
    {
      name: 'aanmeldingen.instellingen.update',
      method: 'PUT',
      path: organiserPaths.aanmeldingInstellingen,
      body: instellingen,
      fieldVariants: true,
      bad: [
        {
          label: 'tot before vanaf',
          body: { ...instellingen, tot: '2026-06-30' },
          message: 'tot moet op of na vanaf liggen',
        },
        {
          label: 'a date that does not exist',
          body: { ...instellingen, vanaf: '2026-02-30' },
          message: 'vanaf is geen bestaande datum',
        },
        {
          label: 'not a date',
          body: { ...instellingen, tot: '31-08-2026' },
          message: 'tot moet een datum zijn zoals 2026-07-01',
        },
        {
          label: 'no team per person',
          body: { ...instellingen, maxTeamsPerPersoon: 0 },
          message: 'maxTeamsPerPersoon moet minstens 1 zijn',
        },
        {
          label: 'too many teams per person',
          body: { ...instellingen, maxTeamsPerPersoon: 21 },
          message: 'maxTeamsPerPersoon mag hoogstens 20 zijn',
        },
      ],
    },
    {
      name: 'aanmeldingen.weigeren.meerdere',
      method: 'POST',
      path: organiserPaths.aanmeldingenWeigeren,
      body: { aanmeldingen: [{ id: 1, version: 1 }] },
      fieldVariants: true,
      bad: [
        {
          label: 'the same enrolment twice',
          body: {
            aanmeldingen: [
              { id: 1, version: 1 },
              { id: 1, version: 1 },
            ],
          },
          message: 'aanmeldingen noemt een aanmelding meer dan eens',
        },
        {
          label: 'version 0',
          body: { aanmeldingen: [{ id: 1, version: 0 }] },
          message: 'version moet minstens 1 zijn',
        },
      ],
    },
    {
      name: 'aanmeldingen.accepteren',
      method: 'POST',
      path: organiserPaths.aanmeldingAccepteren(1),
      withId: withId(organiserPaths.aanmeldingAccepteren),
      body: { version: 1 },
      fieldVariants: true,
      bad: [{ label: 'version 0', body: { version: 0 }, message: 'version moet minstens 1 zijn' }],
    },
    {
      name: 'aanmeldingen.wijziging',
      method: 'POST',
      path: organiserPaths.aanmeldingWijziging(1),
      withId: withId(organiserPaths.aanmeldingWijziging),
      body: { version: 1, notitie: 'Kies een andere keeper.' },
      fieldVariants: true,
      bad: [
        {
          label: 'empty note',
          body: { version: 1, notitie: '   ' },
          message: 'notitie mag niet leeg zijn',
        },
        {
          label: 'note too long',
          body: { version: 1, notitie: 'x'.repeat(1001) },
          message: 'notitie mag hoogstens 1000 tekens hebben',
        },
      ],
    },
    {
      name: 'aanmeldingen.weigeren',
      method: 'POST',
      path: organiserPaths.aanmeldingWeigeren(1),
      withId: withId(organiserPaths.aanmeldingWeigeren),
      // The note is optional: left out, the body is valid (and the generated variants would
      // reach the enrolment).
      body: { version: 1 },
      fieldVariants: true,
      bad: [
        {
          label: 'note too long',
          body: { version: 1, notitie: 'x'.repeat(1001) },
          message: 'notitie mag hoogstens 1000 tekens hebben',
        },
      ],
    },
  ];
}
