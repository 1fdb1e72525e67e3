import type { BekerRondeSummary, Settings } from '@clubelf/contract';
import { seizoenPad, type SeizoenId } from '../../lib/seizoen';

export interface MenuLink {
  to: string;
  label: string;
}
export interface MenuGroup {
  key: string;
  label: string;
  links: MenuLink[];
  /** The addresses (and those under them) the group stands for, to mark it as current. */
  sections: string[];
}

interface MenuInput {
  settings: Settings | undefined;
  bekerRondes: readonly BekerRondeSummary[] | undefined;
  teambekerRondes: readonly BekerRondeSummary[] | undefined;
  /** The season the page shows: the links stay in it. Undefined or null: the current season. */
  seizoen?: SeizoenId;
}

/** A closed season shows every overview: the flags are for the season in play. */
const ALLES_AAN: Settings = {
  showAanmelding: false,
  showCompetitieOverzichten: true,
  showTeamOverzichten: true,
  showSpelersOverzichten: true,
};

/**
 * The menu groups of docs/spec.md section 2, in their order, then the seasons' history. The
 * settings flags hide the groups of the overviews they switch off; until the settings are known
 * those groups stay hidden. Inside an archived season every link stays in that season.
 */
export function menuGroups({
  settings,
  bekerRondes,
  teambekerRondes,
  seizoen = null,
}: MenuInput): MenuGroup[] {
  const flags = seizoen === null ? settings : ALLES_AAN;
  const competitie = flags?.showCompetitieOverzichten === true;
  const team = flags?.showTeamOverzichten === true;
  const spelers = flags?.showSpelersOverzichten === true;
  const pad = (to: string) => seizoenPad(seizoen, to);
  const group = (key: string, label: string, section: string, links: MenuLink[]): MenuGroup => ({
    key,
    label,
    sections: [pad(section)],
    links: links.map((l) => ({ ...l, to: pad(l.to) })),
  });
  const rondeLinks = (base: string, rondes: readonly BekerRondeSummary[] | undefined) => [
    { to: base, label: 'Overzicht' },
    ...(rondes ?? []).map((r) => ({ to: `${base}/${r.id}`, label: r.name })),
  ];

  const groups: (MenuGroup | false)[] = [
    competitie &&
      group('standen', 'Standen', '/standen', [
        { to: '/standen/tussenstand', label: seizoen === null ? 'Tussenstand' : 'Eindstand' },
        { to: '/standen/fairplaycup', label: 'Fairplaycup' },
        { to: '/standen/highscorecup', label: 'Highscorecup' },
        { to: '/standen/herbstmeister', label: 'Herbstmeister' },
      ]),
    competitie && group('beker', 'Beker', '/beker', rondeLinks('/beker', bekerRondes)),
    competitie &&
      group(
        'periodetitels',
        'Periodetitels',
        '/periodetitels',
        [1, 2, 3, 4].map((n) => ({ to: `/periodetitels/${n}`, label: `Periode ${n}` })),
      ),
    spelers &&
      group('spelers', 'Spelers', '/spelers', [
        { to: '/spelers/actief', label: 'Actief' },
        { to: '/spelers/nieuw', label: 'Nieuw' },
        { to: '/spelers/vertrokken', label: 'Vertrokken' },
        { to: '/spelers/transfers', label: 'Transfers' },
        { to: '/spelers/totaalscore', label: 'Totaalscore' },
        { to: '/spelers/geselecteerd', label: 'Geselecteerd' },
      ]),
    team &&
      group('teambeker', 'Teambeker', '/teambeker', rondeLinks('/teambeker', teambekerRondes)),
    team &&
      group('teamstanden', 'Teamstanden', '/teamstanden', [
        { to: '/teamstanden/teamcompetitie', label: 'Teamcompetitie' },
        { to: '/teamstanden/subcompetities', label: 'Subcompetities' },
      ]),
    group('deelnemer', 'Deelnemer', '/deelnemers', [
      { to: '/deelnemers/scores', label: 'Scores per speelronde' },
    ]),
    group('info', 'Info', '/info', [
      { to: '/info/reglement', label: 'Reglement' },
      ...(competitie ? [{ to: '/info/wedstrijden', label: 'Wedstrijden' }] : []),
    ]),
    {
      key: 'historie',
      label: 'Historie',
      sections: ['/erelijst', '/archief', '/personen'],
      links: [
        { to: '/erelijst', label: 'Erelijst' },
        { to: '/archief', label: 'Archief: alle seizoenen' },
        ...(seizoen === null ? [] : [{ to: seizoenPad(seizoen, ''), label: 'Dit seizoen' }]),
      ],
    },
  ];
  return groups.filter((g): g is MenuGroup => g !== false);
}

const within = (pathname: string, section: string) =>
  pathname === section || pathname.startsWith(`${section}/`);

/** The group of the page being shown: the one whose section matches the most of the address. */
export function currentGroupKey(groups: readonly MenuGroup[], pathname: string): string | null {
  let best: { key: string; length: number } | null = null;
  for (const g of groups) {
    for (const section of g.sections) {
      if (within(pathname, section) && section.length > (best?.length ?? -1)) {
        best = { key: g.key, length: section.length };
      }
    }
  }
  return best?.key ?? null;
}
