// Which cards the home page shows and what each looks like while it loads. Pure, so the choice and
// the skeletons' sizes are tested without a browser (home-cards.test.ts).
import type { Settings } from '@clubelf/contract';
import { skeletonRows, type SkeletonRow } from '../../components/states';

export type HomeCardId =
  | 'eigen'
  | 'ronde'
  | 'info'
  | 'aanmelding'
  | 'tussenstand'
  | 'wedstrijden'
  | 'beker'
  | 'periodetitels'
  | 'teamcompetitie'
  | 'teambeker'
  | 'spelers';

/**
 * The cards the four settings flags show, in the order of the page (docs/spec.md section 2).
 * With the competition shown, the page opens (issue 26) with the visitor's own participant when
 * one is chosen, else with the latest round; the announcement comes after.
 */
export function homeCardIds(settings: Settings, gekozen = false): HomeCardId[] {
  const competitie = settings.showCompetitieOverzichten;
  return [
    ...(competitie ? ([gekozen ? 'eigen' : 'ronde'] as const) : []),
    'info',
    ...(settings.showAanmelding ? (['aanmelding'] as const) : []),
    ...(competitie ? (['tussenstand', 'wedstrijden', 'beker', 'periodetitels'] as const) : []),
    ...(settings.showTeamOverzichten ? (['teamcompetitie', 'teambeker'] as const) : []),
    ...(settings.showSpelersOverzichten ? (['spelers'] as const) : []),
  ];
}

/**
 * Before the settings are known: the cards of a season in play (all overviews on, enrolment off),
 * the usual page, so the skeleton is most often the shape of what follows.
 */
export const usualHomeCards = (gekozen: boolean) =>
  homeCardIds(
    {
      showAanmelding: false,
      showCompetitieOverzichten: true,
      showTeamOverzichten: true,
      showSpelersOverzichten: true,
    },
    gekozen,
  );

/** The top lists' lengths, as the server cuts them (apps/server/src/public/summary/summary-views.ts). */
const TOP_STAND = 10;
const TOP_SPELERS = 5;
/** A speelronde of 18 clubs. */
const WEDSTRIJDEN = 9;
const PERIODES = 4;

/**
 * Each card's title and its content while loading, row by row as it will be: a caption line,
 * a table's header and rows, the button under it. The titles are the cards' own.
 */
export const HOME_CARD_SKELETONS: Record<HomeCardId, { title: string; rows: SkeletonRow[] }> = {
  eigen: { title: 'Jouw Superelf', rows: ['text', 'text', ...skeletonRows(3, 'row'), 'button'] },
  ronde: { title: 'Laatste speelronde', rows: [...skeletonRows(3), 'button'] },
  info: { title: 'Mededelingen', rows: skeletonRows(3) },
  aanmelding: {
    title: 'Aanmelden',
    rows: [...skeletonRows(3), 'button'],
  },
  tussenstand: {
    title: 'Tussenstand',
    rows: ['text', ...skeletonRows(1 + TOP_STAND, 'row'), 'button'],
  },
  wedstrijden: {
    title: 'Wedstrijden',
    rows: ['text', ...skeletonRows(WEDSTRIJDEN, 'row'), 'button'],
  },
  beker: { title: 'Beker', rows: [...skeletonRows(2), 'button'] },
  periodetitels: { title: 'Periodetitels', rows: [...skeletonRows(PERIODES, 'row'), 'button'] },
  teamcompetitie: {
    title: 'Teamcompetitie',
    rows: [...skeletonRows(1 + TOP_STAND, 'row'), 'button'],
  },
  teambeker: { title: 'Teambeker', rows: [...skeletonRows(2), 'button'] },
  spelers: { title: 'Beste spelers', rows: [...skeletonRows(TOP_SPELERS, 'row'), 'button'] },
};
