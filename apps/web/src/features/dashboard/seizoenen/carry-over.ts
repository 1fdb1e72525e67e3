import type {
  NextSeasonRequest,
  OrganiserClub,
  OrganiserDeelnemer,
  OrganiserSpeler,
} from '@clubelf/contract';
import { formatNumber } from '../../../lib/format';
import { fold } from '../../../lib/fold';

/** The wizard's choices for the next season, before they are sent. */
export interface NextSeasonDraft {
  name: string;
  roundCount: number;
  clubIds: ReadonlySet<number>;
  /** Ticked players; only those of a ticked club go along (a club takes its players). */
  spelerIds: ReadonlySet<number>;
  deelnemerIds: ReadonlySet<number>;
  /** Participants keep their team and subcompetities. */
  keepTeams: boolean;
  keepSettings: boolean;
  keepTexts: boolean;
  /** With keepTexts: the info message resp. the extra rules text start empty all the same. */
  clearMainMessage: boolean;
  clearReglementExtraText: boolean;
}

/** '2026-2027' -> '2027-2028' (also '2026/27' -> '2027/28'); otherwise empty. */
export function suggestedName(previous: string): string {
  const long = /(\d{4})([-/])(\d{4})/.exec(previous);
  if (long) {
    const next = `${Number(long[1]) + 1}${long[2]}${Number(long[3]) + 1}`;
    return previous.replace(long[0], next);
  }
  const short = /(\d{4})([-/])(\d{2})(?!\d)/.exec(previous);
  if (short) {
    const end = String((Number(short[3]) + 1) % 100).padStart(2, '0');
    return previous.replace(short[0], `${Number(short[1]) + 1}${short[2]}${end}`);
  }
  return '';
}

/** Everything on: every club, every player who did not leave, every participant. */
export function initialDraft(
  season: { name: string; roundCount: number },
  clubs: readonly OrganiserClub[],
  spelers: readonly OrganiserSpeler[],
  deelnemers: readonly OrganiserDeelnemer[],
): NextSeasonDraft {
  return {
    name: suggestedName(season.name),
    roundCount: season.roundCount,
    clubIds: new Set(clubs.map((c) => c.id)),
    spelerIds: new Set(spelers.filter((s) => s.status !== 'vertrokken').map((s) => s.id)),
    deelnemerIds: new Set(deelnemers.map((d) => d.id)),
    keepTeams: true,
    keepSettings: true,
    keepTexts: true,
    clearMainMessage: false,
    clearReglementExtraText: false,
  };
}

/** The set with these ids ticked (on) or unticked. */
export function withIds(
  set: ReadonlySet<number>,
  ids: Iterable<number>,
  on: boolean,
): ReadonlySet<number> {
  const copy = new Set(set);
  for (const id of ids) {
    if (on) copy.add(id);
    else copy.delete(id);
  }
  return copy;
}

/** The players that go along: ticked, and of a club that goes along. */
export function carriedSpelers(
  draft: Pick<NextSeasonDraft, 'clubIds' | 'spelerIds'>,
  spelers: readonly OrganiserSpeler[],
): OrganiserSpeler[] {
  return spelers.filter((s) => draft.clubIds.has(s.clubId) && draft.spelerIds.has(s.id));
}

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

/** The request as the server takes it: every list spelled out, as the organiser saw it. */
export function nextSeasonRequest(
  draft: NextSeasonDraft,
  spelers: readonly OrganiserSpeler[],
): NextSeasonRequest {
  return {
    name: draft.name.trim(),
    roundCount: draft.roundCount,
    clubIds: sorted(draft.clubIds),
    spelerIds: sorted(carriedSpelers(draft, spelers).map((s) => s.id)),
    deelnemerIds: sorted(draft.deelnemerIds),
    keepTeams: draft.keepTeams,
    keepSettings: draft.keepSettings,
    keepTexts: draft.keepTexts,
    clearMainMessage: draft.keepTexts && draft.clearMainMessage,
    clearReglementExtraText: draft.keepTexts && draft.clearReglementExtraText,
  };
}

/** Problems of the first step, by field, before anything is sent. */
export function nameStepProblems(
  draft: Pick<NextSeasonDraft, 'name' | 'roundCount'>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (draft.name.trim() === '') problems.name = 'vul een naam in, bijvoorbeeld 2027-2028';
  if (!Number.isInteger(draft.roundCount)) problems.roundCount = 'vul een geheel getal in';
  else if (draft.roundCount < 4 || draft.roundCount > 60) {
    problems.roundCount = 'moet tussen 4 en 60 liggen';
  }
  return problems;
}

export interface ClubGroup {
  club: OrganiserClub;
  /** The club's players (those matching the search, when there is one). */
  spelers: OrganiserSpeler[];
  /** All of the club's players. */
  total: number;
  /** Ticked players of the club. */
  ticked: number;
}

/** Players per club, in the clubs' order; with a search, only clubs with a matching player. */
export function clubGroups(
  clubs: readonly OrganiserClub[],
  spelers: readonly OrganiserSpeler[],
  spelerIds: ReadonlySet<number>,
  search = '',
): ClubGroup[] {
  const term = fold(search);
  const byClub = new Map<number, OrganiserSpeler[]>();
  for (const s of spelers) byClub.set(s.clubId, [...(byClub.get(s.clubId) ?? []), s]);
  return clubs.flatMap((club) => {
    const own = byClub.get(club.id) ?? [];
    const shown = term ? own.filter((s) => fold(s.name).includes(term)) : own;
    if (term && shown.length === 0) return [];
    return [
      {
        club,
        spelers: shown,
        total: own.length,
        ticked: own.filter((s) => spelerIds.has(s.id)).length,
      },
    ];
  });
}

/** Participants found by name, team or subcompetitie. */
export function filterDeelnemers(
  deelnemers: readonly OrganiserDeelnemer[],
  search: string,
): OrganiserDeelnemer[] {
  const term = fold(search);
  if (!term) return [...deelnemers];
  return deelnemers.filter((d) =>
    fold(`${d.name} ${d.teamName} ${d.subcompetities.join(' ')}`).includes(term),
  );
}

/** '3 clubs', '1 club': a count with its noun. */
export const countOf = (n: number, one: string, many: string): string =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;
