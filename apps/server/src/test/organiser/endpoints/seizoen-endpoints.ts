// Organiser endpoints for the shared safety table: The season, its settings and the site content.
import { LIMITS } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { OrganiserEndpoint } from '../endpoint-types';
import type { Fixtures } from '../organiser-fixtures';

const long = (n: number) => 'x'.repeat(n);

export function seizoenEndpoints(fx: Fixtures): OrganiserEndpoint[] {
  const { season, content } = fx;
  const settingsBody = {
    version: season.version,
    name: season.name,
    roundCount: season.roundCount,
    settings: season.settings,
  };
  const withSettings = (patch: Record<string, unknown>) => ({
    ...settingsBody,
    settings: { ...season.settings, ...patch },
  });
  return [
    { name: 'seizoen.get', method: 'GET', path: organiserPaths.seizoen, bad: [] },
    {
      name: 'seizoen.create',
      method: 'POST',
      path: organiserPaths.seizoen,
      body: { name: 'Nieuw seizoen', clubName: 'De Club', roundCount: 34 },
      fieldVariants: true,
      bad: [
        {
          label: 'roundCount too small',
          body: { name: 'S', clubName: 'C', roundCount: 3 },
          message: 'roundCount moet minstens 4 zijn',
        },
        {
          label: 'roundCount too big',
          body: { name: 'S', clubName: 'C', roundCount: 61 },
          message: 'roundCount mag hoogstens 60 zijn',
        },
        {
          label: 'roundCount fraction',
          body: { name: 'S', clubName: 'C', roundCount: 4.5 },
          message: 'roundCount moet een geheel getal zijn',
        },
        {
          label: 'name empty',
          body: { name: '  ', clubName: 'C', roundCount: 34 },
          message: 'name mag niet leeg zijn',
        },
        {
          label: 'name too long',
          body: { name: long(101), clubName: 'C', roundCount: 34 },
          message: 'name mag hoogstens 100 tekens hebben',
        },
        { label: 'not an object', body: [1, 2], message: 'De inhoud moet een JSON-object zijn' },
      ],
    },
    {
      name: 'seizoen.update',
      method: 'PUT',
      path: organiserPaths.seizoen,
      body: settingsBody,
      fieldVariants: true,
      bad: [
        {
          label: 'version 0',
          body: { ...settingsBody, version: 0 },
          message: 'version moet minstens 1 zijn',
        },
        {
          label: 'maxPerClub 0',
          body: withSettings({ maxPerClub: 0 }),
          message: 'settings.maxPerClub moet minstens 1 zijn',
        },
        {
          label: 'maxTransfers 12',
          body: withSettings({ maxTransfers: 12 }),
          message: 'settings.maxTransfers mag hoogstens 11 zijn',
        },
        {
          label: 'formation of 12',
          body: withSettings({ formations: ['4-4-3'] }),
          message: 'settings.formations.0 moet samen met de keeper 11 spelers hebben',
        },
        {
          label: 'formation text',
          body: withSettings({ formations: ['vier-drie-drie'] }),
          message: 'settings.formations.0 moet een opstelling zijn zoals 4-3-3',
        },
        {
          label: 'no formations',
          body: withSettings({ formations: [] }),
          message: 'settings.formations moet minstens 1 element hebben',
        },
        {
          label: 'too many formations',
          body: withSettings({ formations: Array(21).fill('4-3-3') }),
          message: 'settings.formations mag hoogstens 20 elementen hebben',
        },
        {
          label: 'three periods',
          body: withSettings({ periodes: season.settings.periodes.slice(0, 3) }),
          message: 'settings.periodes moet precies 4 elementen hebben',
        },
        {
          label: 'points out of range',
          body: withSettings({
            scoreTable: {
              ...season.settings.scoreTable,
              Keeper: { ...season.settings.scoreTable.Keeper, doelpunt: 1000 },
            },
          }),
          message: 'settings.scoreTable.Keeper.doelpunt mag hoogstens 100 zijn',
        },
        {
          label: 'unknown event',
          body: withSettings({
            scoreTable: {
              ...season.settings.scoreTable,
              Keeper: { ...season.settings.scoreTable.Keeper, hattrick: 5 },
            },
          }),
          message: 'Onbekend veld: settings.scoreTable.Keeper.hattrick',
        },
        {
          label: 'herbstmeister after the season',
          body: withSettings({ herbstmeisterRound: 40 }),
          message: 'settings.herbstmeisterRound mag hoogstens 34 zijn',
        },
        {
          label: 'periods with a gap',
          body: withSettings({
            periodes: season.settings.periodes.map((p, i) =>
              i === 2 ? { ...p, fromRound: p.fromRound + 1 } : p,
            ),
          }),
          message: 'de periodes sluiten op elkaar aan',
        },
      ],
    },
    { name: 'inhoud.get', method: 'GET', path: organiserPaths.inhoud, bad: [] },
    {
      name: 'inhoud.update',
      method: 'PUT',
      path: organiserPaths.inhoud,
      body: {
        version: content.version,
        clubName: 'Club',
        mainMessage: 'Hallo',
        reglementExtraText: '# Regels',
      },
      fieldVariants: true,
      bad: [
        {
          label: 'mainMessage too long',
          body: {
            version: content.version,
            clubName: 'Club',
            mainMessage: long(LIMITS.mainMessageLength + 1),
            reglementExtraText: '',
          },
          message: `mainMessage mag hoogstens ${LIMITS.mainMessageLength} tekens hebben`,
        },
        {
          label: 'reglement too long',
          body: {
            version: content.version,
            clubName: 'Club',
            mainMessage: '',
            reglementExtraText: long(LIMITS.reglementLength + 1),
          },
          message: `reglementExtraText mag hoogstens ${LIMITS.reglementLength} tekens hebben`,
        },
        {
          label: 'clubName empty',
          body: { version: content.version, clubName: '', mainMessage: '', reglementExtraText: '' },
          message: 'clubName mag niet leeg zijn',
        },
      ],
    },
  ];
}
