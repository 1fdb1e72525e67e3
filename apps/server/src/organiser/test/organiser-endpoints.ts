// Every organiser endpoint with a valid request and bad variants, for the shared safety test
// (organiser-safety.api.test.ts): each bad variant must be answered 400 with the Dutch message
// given, and nothing written. Other organiser features add their endpoints to PROVIDERS.
import { LIMITS } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { backupEndpoints } from '../../backup/backup-endpoints';
import { importEndpoints } from '../import/import-endpoints';
import type { Fixtures } from './organiser-fixtures';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface BadInput {
  label: string;
  /** Replaces the valid body. */
  body?: unknown;
  /** Replaces the path (with its query). */
  path?: string;
  /** The 400's message contains this (Dutch). */
  message: string;
}

export interface OrganiserEndpoint {
  name: string;
  method: Method;
  path: string;
  /** A valid JSON body (writes). */
  body?: unknown;
  /** The path with the id put in its place, for the generated bad-id variants. */
  withId?: (id: string) => string;
  /** Generate a missing, a wrong-typed and an unknown variant for every top-level field. */
  fieldVariants?: boolean;
  /** A DELETE with ?version=: generate missing, wrong-typed and out-of-range versions. */
  versionQuery?: boolean;
  bad: BadInput[];
}

export type EndpointProvider = (fx: Fixtures) => OrganiserEndpoint[];

const long = (n: number) => 'x'.repeat(n);
const asId = (id: string) => id as unknown as number;

function seasonEndpoints(fx: Fixtures): OrganiserEndpoint[] {
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
    { name: 'season.get', method: 'GET', path: organiserPaths.season, bad: [] },
    {
      name: 'season.create',
      method: 'POST',
      path: organiserPaths.season,
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
      name: 'season.update',
      method: 'PUT',
      path: organiserPaths.season,
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
    { name: 'content.get', method: 'GET', path: organiserPaths.content, bad: [] },
    {
      name: 'content.update',
      method: 'PUT',
      path: organiserPaths.content,
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

function clubEndpoints({ club }: Fixtures): OrganiserEndpoint[] {
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

function spelerEndpoints({ speler, club }: Fixtures): OrganiserEndpoint[] {
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

function scheduleEndpoints({ club, otherClub, uitslag }: Fixtures): OrganiserEndpoint[] {
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
    { name: 'schedule.get', method: 'GET', path: organiserPaths.schedule, bad: [] },
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

function uitslagEndpoints({ uitslag }: Fixtures): OrganiserEndpoint[] {
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

function deelnemerEndpoints({ deelnemer }: Fixtures): OrganiserEndpoint[] {
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

function selectieEndpoints({ deelnemer, validSelectie, spelers }: Fixtures): OrganiserEndpoint[] {
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

function transferperiodeEndpoints({ transferperiode: w }: Fixtures): OrganiserEndpoint[] {
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

function bekerEndpoints({ bekerRondeId }: Fixtures): OrganiserEndpoint[] {
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

function auditEndpoints(): OrganiserEndpoint[] {
  return [
    {
      name: 'audit.list',
      method: 'GET',
      path: organiserPaths.audit(1, 20),
      bad: [
        {
          label: 'page 0',
          path: organiserPaths.audit(0, 20),
          message: 'page moet minstens 1 zijn',
        },
        {
          label: 'page size too big',
          path: organiserPaths.audit(1, 201),
          message: 'pageSize mag hoogstens 200 zijn',
        },
        {
          label: 'page as text',
          path: '/api/organiser/audit?page=twee',
          message: 'page moet een getal zijn',
        },
        {
          label: 'unknown parameter',
          path: '/api/organiser/audit?sort=asc',
          message: 'Onbekend veld: sort',
        },
      ],
    },
  ];
}

/** Every organiser feature's endpoints; the spreadsheet import and export add theirs here. */
export const PROVIDERS: EndpointProvider[] = [
  seasonEndpoints,
  clubEndpoints,
  spelerEndpoints,
  scheduleEndpoints,
  uitslagEndpoints,
  deelnemerEndpoints,
  selectieEndpoints,
  transferperiodeEndpoints,
  bekerEndpoints,
  auditEndpoints,
  importEndpoints,
  backupEndpoints,
];

export function organiserEndpoints(fx: Fixtures): OrganiserEndpoint[] {
  return PROVIDERS.flatMap((provider) => provider(fx));
}

export interface GeneratedBadInput extends BadInput {
  /** How the message is compared: whole, its start, or anywhere. */
  match: 'exact' | 'start' | 'contains';
}

/** The generated variants: per top-level field missing, wrong-typed, plus an unknown field. */
export function generatedBadInputs(endpoint: OrganiserEndpoint): GeneratedBadInput[] {
  const variants: GeneratedBadInput[] = [];
  if (endpoint.fieldVariants && endpoint.body && typeof endpoint.body === 'object') {
    const body = endpoint.body as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) {
      const { [key]: _left, ...missing } = body;
      variants.push({
        label: `${key} missing`,
        body: missing,
        message: `${key} ontbreekt`,
        match: 'exact',
      });
      const wrong =
        typeof value === 'string'
          ? 12345
          : typeof value === 'number'
            ? 'twaalf'
            : typeof value === 'boolean'
              ? 'ja'
              : 'verkeerd';
      variants.push({
        label: `${key} wrong type`,
        body: { ...body, [key]: wrong },
        message: `${key} moet`,
        match: 'start',
      });
    }
    variants.push({
      label: 'unknown field',
      body: { ...body, extra: 1 },
      message: 'Onbekend veld: extra',
      match: 'exact',
    });
    variants.push({
      label: 'no body',
      body: undefined,
      message: 'De inhoud moet een JSON-object zijn',
      match: 'exact',
    });
  }
  if (endpoint.withId) {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      variants.push({
        label: `id ${id}`,
        path: endpoint.withId(id) + (endpoint.versionQuery ? '?version=1' : ''),
        message: 'moet een positief geheel getal zijn',
        match: 'contains',
      });
    }
  }
  if (endpoint.versionQuery) {
    const bare = endpoint.path.split('?')[0]!;
    variants.push(
      { label: 'version missing', path: bare, message: 'version ontbreekt', match: 'exact' },
      {
        label: 'version text',
        path: `${bare}?version=een`,
        message: 'version moet een getal zijn',
        match: 'exact',
      },
      {
        label: 'version 0',
        path: `${bare}?version=0`,
        message: 'version moet minstens 1 zijn',
        match: 'exact',
      },
      {
        label: 'unknown parameter',
        path: `${endpoint.path}&force=true`,
        message: 'Onbekend veld: force',
        match: 'exact',
      },
    );
  }
  return variants;
}
