// Organiser endpoints for the shared safety table: privacy (issue 15, part 6).
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { BadInput, OrganiserEndpoint } from '../endpoint-types';
import type { Fixtures } from '../organiser-fixtures';

const CHOICE = 'geef persoonId of email (precies een van beide)';

export function privacyEndpoints({ deelnemer }: Fixtures): OrganiserEndpoint[] {
  const instellingen = {
    version: 1,
    tekst: '# Privacy\n\nWe bewaren je e-mail {bewaarMaanden} maanden.',
    contact: 'privacy@supporters.nl',
    bewaarMaanden: 12,
  };
  const persoon = { persoonId: deelnemer.id };
  const badPersoon: BadInput[] = [
    { label: 'neither', body: {}, message: CHOICE },
    { label: 'both', body: { persoonId: 1, email: 'a@b.nl' }, message: CHOICE },
    { label: 'id as text', body: { persoonId: 'een' }, message: 'persoonId moet' },
    { label: 'id 0', body: { persoonId: 0 }, message: 'persoonId moet minstens 1 zijn' },
    {
      label: 'id a fraction',
      body: { persoonId: 1.5 },
      message: 'persoonId moet een geheel getal',
    },
    { label: 'short address', body: { email: 'a' }, message: 'email moet minstens 3 tekens' },
    { label: 'unknown field', body: { ...persoon, naam: 'x' }, message: 'Onbekend veld: naam' },
    { label: 'no body', body: undefined, message: 'De inhoud moet een JSON-object zijn' },
  ];
  return [
    { name: 'privacy.instellingen', method: 'GET', path: organiserPaths.privacy, bad: [] },
    {
      name: 'privacy.instellen',
      method: 'PUT',
      path: organiserPaths.privacy,
      body: instellingen,
      fieldVariants: true,
      bad: [
        {
          label: 'no months',
          body: { ...instellingen, bewaarMaanden: 0 },
          message: 'bewaarMaanden moet minstens 1 zijn',
        },
        {
          label: 'more than ten years',
          body: { ...instellingen, bewaarMaanden: 121 },
          message: 'bewaarMaanden mag hoogstens 120 zijn',
        },
        {
          label: 'an empty text',
          body: { ...instellingen, tekst: '   ' },
          message: 'tekst',
        },
        {
          label: 'a text too long',
          body: { ...instellingen, tekst: 'x'.repeat(20_001) },
          message: 'tekst mag hoogstens 20000 tekens hebben',
        },
        {
          label: 'a long contact line',
          body: { ...instellingen, contact: 'x'.repeat(301) },
          message: 'contact mag hoogstens 300 tekens hebben',
        },
      ],
    },
    {
      name: 'privacy.personen',
      method: 'GET',
      path: `${organiserPaths.privacyPersonen}?zoek=an`,
      bad: [
        {
          label: 'no search',
          path: organiserPaths.privacyPersonen,
          message: 'zoek ontbreekt',
        },
        {
          label: 'one letter',
          path: `${organiserPaths.privacyPersonen}?zoek=a`,
          message: 'zoek moet minstens 2 tekens',
        },
        {
          label: 'unknown parameter',
          path: `${organiserPaths.privacyPersonen}?zoek=an&alles=ja`,
          message: 'Onbekend veld: alles',
        },
      ],
    },
    {
      name: 'privacy.export',
      method: 'GET',
      path: `${organiserPaths.privacyExport}?persoonId=${deelnemer.id}`,
      bad: [
        { label: 'no one', path: organiserPaths.privacyExport, message: CHOICE },
        {
          label: 'id as text',
          path: `${organiserPaths.privacyExport}?persoonId=een`,
          message: 'persoonId moet',
        },
        {
          label: 'both',
          path: `${organiserPaths.privacyExport}?persoonId=1&email=a@b.nl`,
          message: CHOICE,
        },
      ],
    },
    {
      name: 'privacy.wissen',
      method: 'POST',
      path: organiserPaths.privacyWissen,
      body: persoon,
      bad: badPersoon,
    },
    {
      name: 'privacy.anonimiseren',
      method: 'POST',
      path: organiserPaths.privacyAnonimiseren,
      body: persoon,
      bad: badPersoon,
    },
  ];
}
