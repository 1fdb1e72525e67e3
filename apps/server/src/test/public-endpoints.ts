// Every public GET of the contract's apiPaths, with real ids taken from the running server.
import {
  bekerRondeDetailSchema,
  bekerRondesSchema,
  bulletinSchema,
  clubDetailSchema,
  currentBekerRondeSchema,
  deelnemerRondeSchema,
  erelijstRecordsSchema,
  erelijstSchema,
  persoonHistorieSchema,
  seizoenenSchema,
  deelnemerSchema,
  deelnemerSummarySchema,
  deelnemersSchema,
  fairplaycupSchema,
  herbstmeisterSchema,
  highscorecupSchema,
  infoMessagesSchema,
  periodeSchema,
  periodetitelsSummarySchema,
  reglementSchema,
  rondesSchema,
  settingsSchema,
  siteInfoSchema,
  speelrondeSchema,
  spelerDetailSchema,
  spelerListSchema,
  spelersSummarySchema,
  subcompetitiesSchema,
  teamcompetitieSchema,
  transfersSchema,
  tussenstandSchema,
  tussenstandSummarySchema,
} from '@clubelf/contract';
import type { BekerRondeSummary, Deelnemers, Rondes, SpelerRow } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { z } from 'zod';
import type { TestServer } from './test-server';

export interface Endpoint {
  /** The apiPaths entry it exercises, e.g. 'summary.tussenstand' or 'bekerronde'. */
  name: string;
  path: string;
  schema: z.ZodType;
}

export async function publicEndpoints(server: TestServer): Promise<Endpoint[]> {
  const beker = await server.getJson<BekerRondeSummary[]>(apiPaths.bekerrondes);
  const teambeker = await server.getJson<BekerRondeSummary[]>(apiPaths.teambekerrondes);
  const deelnemers = await server.getJson<Deelnemers>(apiPaths.deelnemers);
  const rondes = await server.getJson<Rondes>(apiPaths.wedstrijdRondes);
  const firstDeelnemer = deelnemers[0]?.id ?? 1;
  const firstPersoon = deelnemers[0]?.persoonId ?? 1;
  const topSpeler = (await server.getJson<SpelerRow[]>(apiPaths.spelers('totaalscore')))[0];

  const spelerLists = ['actief', 'nieuw', 'vertrokken', 'totaalscore', 'geselecteerd'] as const;
  return [
    { name: 'settings', path: apiPaths.settings, schema: settingsSchema },
    { name: 'siteInfo', path: apiPaths.siteInfo, schema: siteInfoSchema },
    { name: 'infoMessages', path: apiPaths.infoMessages, schema: infoMessagesSchema },
    { name: 'reglement', path: apiPaths.reglement, schema: reglementSchema },
    {
      name: 'summary.tussenstand',
      path: apiPaths.summary.tussenstand,
      schema: tussenstandSummarySchema,
    },
    { name: 'summary.speelronde', path: apiPaths.summary.speelronde, schema: speelrondeSchema },
    {
      name: 'summary.periodetitels',
      path: apiPaths.summary.periodetitels,
      schema: periodetitelsSummarySchema,
    },
    {
      name: 'summary.teamcompetitie',
      path: apiPaths.summary.teamcompetitie,
      schema: teamcompetitieSchema,
    },
    {
      name: 'summary.bekerronde',
      path: apiPaths.summary.bekerronde,
      schema: currentBekerRondeSchema,
    },
    {
      name: 'summary.teambekerronde',
      path: apiPaths.summary.teambekerronde,
      schema: currentBekerRondeSchema,
    },
    { name: 'summary.spelers', path: apiPaths.summary.spelers, schema: spelersSummarySchema },
    {
      name: 'deelnemerSummary',
      path: apiPaths.deelnemerSummary(firstDeelnemer),
      schema: deelnemerSummarySchema,
    },
    { name: 'standen.tussenstand', path: apiPaths.standen.tussenstand, schema: tussenstandSchema },
    { name: 'standen.fairplaycup', path: apiPaths.standen.fairplaycup, schema: fairplaycupSchema },
    {
      name: 'standen.highscorecup',
      path: apiPaths.standen.highscorecup,
      schema: highscorecupSchema,
    },
    {
      name: 'standen.herbstmeister',
      path: apiPaths.standen.herbstmeister,
      schema: herbstmeisterSchema,
    },
    ...[1, 2, 3, 4].map((n) => ({
      name: 'periodetitel',
      path: apiPaths.periodetitel(n),
      schema: periodeSchema,
    })),
    { name: 'bekerrondes', path: apiPaths.bekerrondes, schema: bekerRondesSchema },
    ...beker.map((r) => ({
      name: 'bekerronde',
      path: apiPaths.bekerronde(r.id),
      schema: bekerRondeDetailSchema,
    })),
    { name: 'teambekerrondes', path: apiPaths.teambekerrondes, schema: bekerRondesSchema },
    ...teambeker.map((r) => ({
      name: 'teambekerronde',
      path: apiPaths.teambekerronde(r.id),
      schema: bekerRondeDetailSchema,
    })),
    {
      name: 'teamstanden.teamcompetitie',
      path: apiPaths.teamstanden.teamcompetitie,
      schema: teamcompetitieSchema,
    },
    {
      name: 'teamstanden.subcompetities',
      path: apiPaths.teamstanden.subcompetities,
      schema: subcompetitiesSchema,
    },
    ...spelerLists.map((list) => ({
      name: 'spelers',
      path: apiPaths.spelers(list),
      schema: spelerListSchema,
    })),
    { name: 'spelers', path: apiPaths.spelers('transfers'), schema: transfersSchema },
    {
      name: 'speler',
      path: apiPaths.speler(topSpeler?.playerId ?? 1),
      schema: spelerDetailSchema,
    },
    { name: 'club', path: apiPaths.club(topSpeler?.clubId ?? 1), schema: clubDetailSchema },
    { name: 'wedstrijdRondes', path: apiPaths.wedstrijdRondes, schema: rondesSchema },
    ...rondes.flatMap((r) => [
      { name: 'wedstrijdRonde', path: apiPaths.wedstrijdRonde(r.round), schema: speelrondeSchema },
      {
        name: 'wedstrijdRonde',
        path: apiPaths.wedstrijdRonde(r.round, true),
        schema: speelrondeSchema,
      },
    ]),
    // Every round with results has a bulletin; before the first, round 1 (a 404, like an id route).
    ...(rondes.some((r) => r.state !== 'gepland')
      ? rondes.filter((r) => r.state !== 'gepland').map((r) => r.round)
      : [1]
    ).map((round) => ({
      name: 'bulletin',
      path: apiPaths.bulletin(round),
      schema: bulletinSchema,
    })),
    { name: 'deelnemers', path: apiPaths.deelnemers, schema: deelnemersSchema },
    { name: 'deelnemer', path: apiPaths.deelnemer(firstDeelnemer), schema: deelnemerSchema },
    ...[1, 20, 34].map((round) => ({
      name: 'deelnemerRonde',
      path: apiPaths.deelnemerRonde(firstDeelnemer, round),
      schema: deelnemerRondeSchema,
    })),
    { name: 'seizoenen', path: apiPaths.seizoenen, schema: seizoenenSchema },
    { name: 'erelijst', path: apiPaths.erelijst, schema: erelijstSchema },
    { name: 'erelijstRecords', path: apiPaths.erelijstRecords, schema: erelijstRecordsSchema },
    {
      name: 'persoonHistorie',
      path: apiPaths.persoonHistorie(firstPersoon),
      schema: persoonHistorieSchema,
    },
  ];
}

/**
 * The apiPaths entries left out of the list above, each tested on its own: those that are not
 * public JSON GETs, and the club's identity (huisstijl.api.test.ts), which belongs to the site
 * rather than to a season, so it has no answer under /api/seizoenen/{id}; and the live event
 * stream (live/live.api.test.ts).
 */
export const NOT_JSON_GETS = [
  'login',
  'changePassword',
  'aanmeldformulier',
  'huisstijl',
  'live',
  // The PNGs to share (delen/share-images.api.test.ts).
  'bulletinPng',
  'deelnemerKaart',
];

/** Every apiPaths entry name, nested ones as 'summary.tussenstand'. */
export function apiPathNames(): string[] {
  return Object.entries(apiPaths).flatMap(([name, value]) =>
    typeof value === 'object' ? Object.keys(value).map((inner) => `${name}.${inner}`) : [name],
  );
}
