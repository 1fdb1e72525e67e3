// Organiser endpoints for the shared safety table: the entry fee (issue 15).
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { BadInput, OrganiserEndpoint } from '../endpoint-types';
import type { Fixtures } from '../organiser-fixtures';

const asId = (id: string) => id as unknown as number;

export function inlegEndpoints({ deelnemer }: Fixtures): OrganiserEndpoint[] {
  const withId = (id: string) => organiserPaths.inlegBetaling(asId(id));
  const instellingen = {
    bedragCenten: 1250,
    onbetaaldTeltMee: true,
    betaalinstructie: 'Contant bij de kantine',
  };
  const betaling = { betaaldOp: '2026-08-01', wijze: 'contant', notitie: 'bij de kantine' };
  // Two days ahead: the future in every time zone.
  const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const badBetaling: BadInput[] = [
    {
      label: 'in the future',
      body: { ...betaling, betaaldOp: future },
      message: 'betaaldOp mag niet in de toekomst liggen',
    },
    {
      label: 'no such date',
      body: { ...betaling, betaaldOp: '2026-02-30' },
      message: 'betaaldOp is geen bestaande datum',
    },
    {
      label: 'date as the Dutch write it',
      body: { ...betaling, betaaldOp: '01-08-2026' },
      message: 'betaaldOp moet een datum zijn zoals 2026-08-15',
    },
    {
      label: 'a way not in the list',
      body: { ...betaling, wijze: 'pin' },
      message: 'wijze moet een van deze waarden zijn: contant, overboeking, tikkie',
    },
    {
      label: 'a long note',
      body: { ...betaling, notitie: 'x'.repeat(201) },
      message: 'notitie mag hoogstens 200 tekens hebben',
    },
  ];
  return [
    { name: 'inleg.overzicht', method: 'GET', path: organiserPaths.inleg, bad: [] },
    {
      name: 'inleg.instellen',
      method: 'PUT',
      path: organiserPaths.inleg,
      body: instellingen,
      fieldVariants: true,
      bad: [
        {
          label: 'negative amount',
          body: { ...instellingen, bedragCenten: -1 },
          message: 'bedragCenten moet minstens 0 zijn',
        },
        {
          label: 'amount in euros with cents',
          body: { ...instellingen, bedragCenten: 12.5 },
          message: 'bedragCenten moet een geheel getal zijn',
        },
        {
          label: 'amount too large',
          body: { ...instellingen, bedragCenten: 1_000_001 },
          message: 'bedragCenten mag hoogstens 1000000 zijn',
        },
        {
          label: 'long instructions',
          body: { ...instellingen, betaalinstructie: 'x'.repeat(501) },
          message: 'betaalinstructie mag hoogstens 500 tekens hebben',
        },
      ],
    },
    {
      name: 'inleg.betaald',
      method: 'PUT',
      path: organiserPaths.inlegBetaling(deelnemer.id),
      withId,
      body: betaling,
      fieldVariants: true,
      bad: badBetaling,
    },
    {
      name: 'inleg.betaald.meerdere',
      method: 'POST',
      path: organiserPaths.inlegBetalingen,
      body: {
        deelnemers: [{ id: deelnemer.id, version: deelnemer.version }],
        betaaldOp: '2026-08-01',
        wijze: 'tikkie',
      },
      fieldVariants: true,
      bad: [
        {
          label: 'nobody',
          body: { deelnemers: [], betaaldOp: '2026-08-01', wijze: 'tikkie' },
          message: 'deelnemers moet minstens één deelnemer noemen',
        },
        {
          label: 'the same participant twice',
          body: {
            deelnemers: [
              { id: deelnemer.id, version: deelnemer.version },
              { id: deelnemer.id, version: deelnemer.version },
            ],
            betaaldOp: '2026-08-01',
            wijze: 'tikkie',
          },
          message: 'deelnemers noemt een deelnemer meer dan eens',
        },
        {
          label: 'more than one request may carry',
          body: {
            deelnemers: Array.from({ length: 501 }, (_, i) => ({ id: i + 1, version: 1 })),
            betaaldOp: '2026-08-01',
            wijze: 'tikkie',
          },
          message: 'deelnemers mag hoogstens 500 deelnemers noemen',
        },
        {
          label: 'in the future',
          body: {
            deelnemers: [{ id: deelnemer.id, version: deelnemer.version }],
            betaaldOp: future,
            wijze: 'tikkie',
          },
          message: 'betaaldOp mag niet in de toekomst liggen',
        },
      ],
    },
    {
      name: 'inleg.open',
      method: 'DELETE',
      path: organiserPaths.inlegBetaling(deelnemer.id),
      withId,
      bad: [],
    },
    {
      name: 'inleg.herinnering',
      method: 'GET',
      path: organiserPaths.inlegHerinnering,
      bad: [],
    },
    { name: 'inleg.export', method: 'GET', path: organiserPaths.inlegExport, bad: [] },
  ];
}
