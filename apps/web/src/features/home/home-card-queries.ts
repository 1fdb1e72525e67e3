// What each home card fetches: the same query options the card itself uses, so the home page
// can wait for all of them and the cards then mount with their data already in the cache.
import { bekerSummaryQuery } from '../beker';
import { speelrondeSummaryQuery } from '../info';
import { periodetitelsSummaryQuery } from '../periodetitels';
import { infoMessagesQuery } from '../site';
import { tussenstandSummaryQuery } from '../standen';
import { teamcompetitieSummaryQuery } from '../teamstanden';
import { aanmeldingSamenvattingQuery, deelnemerSummaryQuery, spelersSummaryQuery } from './api';
import type { HomeCardId } from './home-cards';

type CardQuery =
  | typeof infoMessagesQuery
  | typeof tussenstandSummaryQuery
  | typeof speelrondeSummaryQuery
  | ReturnType<typeof bekerSummaryQuery>
  | ReturnType<typeof periodetitelsSummaryQuery>
  | typeof teamcompetitieSummaryQuery
  | typeof spelersSummaryQuery
  | typeof aanmeldingSamenvattingQuery
  | ReturnType<typeof deelnemerSummaryQuery>;

/** `gekozenId`: the visitor's own participant (0: none), whose card 'eigen' is. */
export function homeCardQuery(id: HomeCardId, gekozenId: number): CardQuery | null {
  switch (id) {
    case 'eigen':
      return gekozenId > 0 ? deelnemerSummaryQuery(gekozenId) : null;
    case 'ronde':
      return tussenstandSummaryQuery;
    case 'info':
      return infoMessagesQuery;
    case 'aanmelding':
      return aanmeldingSamenvattingQuery;
    case 'tussenstand':
      return tussenstandSummaryQuery;
    case 'wedstrijden':
      return speelrondeSummaryQuery;
    case 'beker':
      return bekerSummaryQuery('beker');
    case 'periodetitels':
      return periodetitelsSummaryQuery();
    case 'teamcompetitie':
      return teamcompetitieSummaryQuery;
    case 'teambeker':
      return bekerSummaryQuery('teambeker');
    case 'spelers':
      return spelersSummaryQuery;
  }
}
