import type { BekerRondeSummary, Settings } from '@clubelf/contract';

export interface MenuLink {
  to: string;
  label: string;
}
export interface MenuGroup {
  key: string;
  label: string;
  links: MenuLink[];
}

interface MenuInput {
  settings: Settings | undefined;
  bekerRondes: readonly BekerRondeSummary[] | undefined;
  teambekerRondes: readonly BekerRondeSummary[] | undefined;
}

const rondeLinks = (base: string, rondes: readonly BekerRondeSummary[] | undefined): MenuLink[] => [
  { to: base, label: 'Overzicht' },
  ...(rondes ?? []).map((r) => ({ to: `${base}/${r.id}`, label: r.name })),
];

/**
 * The menu groups of docs/spec.md section 2, in their order. The settings flags hide the groups of
 * the overviews they switch off; until the settings are known those groups stay hidden.
 */
export function menuGroups({ settings, bekerRondes, teambekerRondes }: MenuInput): MenuGroup[] {
  const competitie = settings?.showCompetitieOverzichten === true;
  const team = settings?.showTeamOverzichten === true;
  const spelers = settings?.showSpelersOverzichten === true;
  const groups: (MenuGroup | false)[] = [
    competitie && {
      key: 'standen',
      label: 'Standen',
      links: [
        { to: '/standen/tussenstand', label: 'Tussenstand' },
        { to: '/standen/fairplaycup', label: 'Fairplaycup' },
        { to: '/standen/highscorecup', label: 'Highscorecup' },
        { to: '/standen/herbstmeister', label: 'Herbstmeister' },
      ],
    },
    competitie && { key: 'beker', label: 'Beker', links: rondeLinks('/beker', bekerRondes) },
    competitie && {
      key: 'periodetitels',
      label: 'Periodetitels',
      links: [1, 2, 3, 4].map((n) => ({ to: `/periodetitels/${n}`, label: `Periode ${n}` })),
    },
    spelers && {
      key: 'spelers',
      label: 'Spelers',
      links: [
        { to: '/spelers/actief', label: 'Actief' },
        { to: '/spelers/nieuw', label: 'Nieuw' },
        { to: '/spelers/vertrokken', label: 'Vertrokken' },
        { to: '/spelers/transfers', label: 'Transfers' },
        { to: '/spelers/totaalscore', label: 'Totaalscore' },
        { to: '/spelers/geselecteerd', label: 'Geselecteerd' },
      ],
    },
    team && {
      key: 'teambeker',
      label: 'Teambeker',
      links: rondeLinks('/teambeker', teambekerRondes),
    },
    team && {
      key: 'teamstanden',
      label: 'Teamstanden',
      links: [
        { to: '/teamstanden/teamcompetitie', label: 'Teamcompetitie' },
        { to: '/teamstanden/subcompetities', label: 'Subcompetities' },
      ],
    },
    {
      key: 'deelnemer',
      label: 'Deelnemer',
      links: [{ to: '/deelnemers/scores', label: 'Scores per speelronde' }],
    },
    {
      key: 'info',
      label: 'Info',
      links: [
        { to: '/info/reglement', label: 'Reglement' },
        ...(competitie ? [{ to: '/info/wedstrijden', label: 'Wedstrijden' }] : []),
      ],
    },
  ];
  return groups.filter((g): g is MenuGroup => g !== false);
}
