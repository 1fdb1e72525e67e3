// Real ids and valid bodies from a running demo server, for the table of organiser endpoints.
import type {
  OrganiserBekers,
  OrganiserClub,
  OrganiserDeelnemer,
  OrganiserSchedule,
  OrganiserSeasonResponse,
  OrganiserSpeler,
  SiteContent,
  Transferperiode,
  Uitslag,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { OrganiserClient } from './organiser-client';
import { pickSelectie } from './pick-selectie';

export interface Fixtures {
  season: NonNullable<OrganiserSeasonResponse['season']>;
  content: SiteContent;
  club: OrganiserClub;
  otherClub: OrganiserClub;
  speler: OrganiserSpeler;
  spelers: OrganiserSpeler[];
  /** A match of the next speelronde (no result yet) with its grid. */
  uitslag: Uitslag;
  /** A participant with a selection and at least one transfer. */
  deelnemer: OrganiserDeelnemer;
  transferperiode: Transferperiode;
  bekerRondeId: number;
  validSelectie: number[];
}

export async function loadFixtures(client: OrganiserClient): Promise<Fixtures> {
  // A closed window to edit and delete (the demo season has none).
  await client.ok('POST', organiserPaths.transferperiodes, { fromRound: 30, isOpen: false }, 201);
  const [season, content, clubs, spelers, schedule, deelnemers, windows, bekers] =
    await Promise.all([
      client.ok<OrganiserSeasonResponse>('GET', organiserPaths.seizoen),
      client.ok<SiteContent>('GET', organiserPaths.inhoud),
      client.ok<OrganiserClub[]>('GET', organiserPaths.clubs),
      client.ok<OrganiserSpeler[]>('GET', organiserPaths.spelers),
      client.ok<OrganiserSchedule>('GET', organiserPaths.speelschema),
      client.ok<OrganiserDeelnemer[]>('GET', organiserPaths.deelnemers),
      client.ok<Transferperiode[]>('GET', organiserPaths.transferperiodes),
      client.ok<OrganiserBekers>('GET', organiserPaths.bekers),
    ]);
  const next = schedule.rondes.find((r) => r.state === 'gepland')!;
  const uitslag = await client.ok<Uitslag>('GET', organiserPaths.uitslag(next.wedstrijden[0]!.id));
  return {
    season: season.season!,
    content,
    club: clubs[0]!,
    otherClub: clubs[1]!,
    speler: spelers[0]!,
    spelers,
    uitslag,
    deelnemer: deelnemers.find((d) => d.transfers.length > 0)!,
    transferperiode: windows[0]!,
    bekerRondeId: bekers.beker.rondes[bekers.beker.rondes.length - 1]!.id,
    validSelectie: pickSelectie(spelers).map((s) => s.id),
  };
}
