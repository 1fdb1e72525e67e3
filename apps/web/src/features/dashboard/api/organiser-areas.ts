import type { QueryClient, QueryKey } from '@tanstack/react-query';

// Which cached answers an organiser write makes stale. Every dashboard query lives under
// ['organiser', <part>, ...] (queries.ts and its neighbours); each write names its area, and the
// area lists the parts it changes: its own and those known to follow from it (a result changes
// the teams' points and the rounds' state). Public answers all follow the season's data, so a
// write that changes data marks them stale too; the public keys share no prefix, so they are
// found as everything outside the dashboard and the closed seasons (those never change).

/** What an organiser write changes; named at each call of useOrganiserAction. */
export type OrganiserArea =
  | 'seizoen'
  | 'huisstijl'
  | 'inhoud'
  | 'clubs'
  | 'spelers'
  | 'speelschema'
  | 'uitslagen'
  | 'deelnemers'
  | 'transferperiodes'
  | 'bekers'
  | 'inleg'
  | 'aanmeldingen'
  | 'privacy'
  /** Nothing the pages show (a download, an import's preview): only the logbook. */
  | 'geen'
  /** A backup restored, a season closed or started: every answer, closed seasons too. */
  | 'alles';

/** The second element of a dashboard query key ('organiser', <part>, ...). */
type OrganiserPart =
  | 'season'
  | 'huisstijl'
  | 'content'
  | 'clubs'
  | 'spelers'
  | 'schedule'
  | 'uitslag'
  | 'teams'
  | 'deelnemers'
  | 'transferperiodes'
  | 'bekers'
  | 'inleg'
  | 'aanmeldingen'
  | 'privacy'
  | 'audit';

const ORGANISER = 'organiser';

/** The dashboard parts each area changes ('all': the whole dashboard). */
const AREA_PARTS: Record<Exclude<OrganiserArea, 'alles'>, readonly OrganiserPart[] | 'all'> = {
  // The season's settings (points, rounds, inleg) reach every page of the dashboard.
  seizoen: 'all',
  huisstijl: ['huisstijl'],
  // The club's name is also in the season's answer (the dashboard's header).
  inhoud: ['content', 'season'],
  clubs: ['clubs', 'spelers', 'schedule', 'uitslag', 'teams'],
  spelers: ['spelers', 'uitslag', 'teams'],
  // Matches make up the rounds, whose state the season's answer carries.
  speelschema: ['schedule', 'uitslag', 'season'],
  uitslagen: ['uitslag', 'schedule', 'season', 'teams', 'spelers', 'bekers', 'deelnemers'],
  deelnemers: ['deelnemers', 'teams', 'inleg', 'aanmeldingen', 'bekers', 'privacy'],
  transferperiodes: ['transferperiodes', 'deelnemers'],
  bekers: ['bekers'],
  inleg: ['inleg', 'deelnemers'],
  // Accepting a sign-up makes a participant with a team and an inleg to pay.
  aanmeldingen: ['aanmeldingen', 'deelnemers', 'teams', 'inleg'],
  // Erasing or anonymising a person renames participants and sign-ups.
  privacy: ['privacy', 'deelnemers', 'aanmeldingen', 'inleg', 'teams'],
  geen: [],
};

export interface Invalidation {
  /** Every cached answer (queryClient.invalidateQueries() without a filter). */
  everything: boolean;
  /** Dashboard key prefixes to mark stale. */
  prefixes: QueryKey[];
  /** The public answers too (isPublicAnswer). */
  publicAnswers: boolean;
}

/** What a successful write in these areas makes stale. Every write lands in the logbook. */
export function invalidationFor(areas: OrganiserArea | readonly OrganiserArea[]): Invalidation {
  const list: readonly OrganiserArea[] = typeof areas === 'string' ? [areas] : areas;
  if (list.includes('alles')) return { everything: true, prefixes: [], publicAnswers: true };
  const parts = list.map((area) => AREA_PARTS[area as Exclude<OrganiserArea, 'alles'>]);
  if (parts.includes('all'))
    return { everything: false, prefixes: [[ORGANISER]], publicAnswers: true };
  const unique = new Set<OrganiserPart>(['audit']);
  for (const p of parts) if (p !== 'all') for (const part of p) unique.add(part);
  return {
    everything: false,
    prefixes: [...unique].map((part) => [ORGANISER, part]),
    publicAnswers: list.some((area) => area !== 'geen'),
  };
}

/**
 * A public answer: everything but the dashboard's own queries and a closed season's answers
 * (['seizoen', id, ...], frozen). The same line the live updates draw (app/layout/live-notice).
 */
export function isPublicAnswer(queryKey: QueryKey): boolean {
  return queryKey[0] !== ORGANISER && queryKey[0] !== 'seizoen';
}

/** Marks stale what a successful write changed; resolves when the shown queries refetched. */
export async function invalidateAreas(
  queryClient: QueryClient,
  areas: OrganiserArea | readonly OrganiserArea[],
): Promise<void> {
  const { everything, prefixes, publicAnswers } = invalidationFor(areas);
  if (everything) {
    await queryClient.invalidateQueries();
    return;
  }
  await Promise.all([
    ...prefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ...(publicAnswers
      ? [queryClient.invalidateQueries({ predicate: (q) => isPublicAnswer(q.queryKey) })]
      : []),
  ]);
}
