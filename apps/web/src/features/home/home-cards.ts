// Which cards the home page shows and what each looks like while it loads. Pure, so the choice and
// the skeletons' sizes are tested without a browser (home-cards.test.ts).
import type { Settings } from '@clubelf/contract';
import { skeletonRows, type SkeletonRow } from '../../components/states';

export type HomeCardId =
  | 'info'
  | 'aanmelding'
  | 'tussenstand'
  | 'wedstrijden'
  | 'beker'
  | 'periodetitels'
  | 'teamcompetitie'
  | 'teambeker'
  | 'spelers';

/** The cards the four settings flags show, in the order of the page (docs/spec.md section 2). */
export function homeCardIds(settings: Settings): HomeCardId[] {
  return [
    'info',
    ...(settings.showAanmelding ? (['aanmelding'] as const) : []),
    ...(settings.showCompetitieOverzichten
      ? (['tussenstand', 'wedstrijden', 'beker', 'periodetitels'] as const)
      : []),
    ...(settings.showTeamOverzichten ? (['teamcompetitie', 'teambeker'] as const) : []),
    ...(settings.showSpelersOverzichten ? (['spelers'] as const) : []),
  ];
}

/**
 * Before the settings are known: the cards of a season in play (all overviews on, enrolment off),
 * the usual page, so the skeleton is most often the shape of what follows.
 */
export const USUAL_HOME_CARDS = homeCardIds({
  showAanmelding: false,
  showCompetitieOverzichten: true,
  showTeamOverzichten: true,
  showSpelersOverzichten: true,
});

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
