import { Fragment } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { QueryView } from '../../components/query-view';
import { RondeStatus } from '../../components/ronde-status';
import { RondeWinnaars } from '../../components/ronde-winnaars';
import { EmptyState } from '../../components/states';
import { sitePaden } from '../../lib/site-links';
import { tussenstandSummaryQuery } from '../standen';
import { punten } from './home-teksten';
import { buttonClass } from '../../components/ui/button';

/**
 * Without a chosen participant, /home opens with the latest round (issue 26): how far it is
 * played, its winner and who leads the tussenstand, above the announcement.
 */
export function RondeCard() {
  const query = useQuery(tussenstandSummaryQuery);
  const round = query.data?.round ?? 0;
  return (
    <Card
      title="Laatste speelronde"
      className="card--ronde"
      actions={
        <Link
          to={round > 0 ? sitePaden.ronde(round) : '/info/wedstrijden'}
          className={buttonClass()}
        >
          {round > 0 ? `Naar speelronde ${round}` : 'Het programma'}
        </Link>
      }
    >
      <QueryView query={query}>
        {(summary) => {
          if (summary.round === 0) {
            return (
              <EmptyState>
                Het seizoen is nog niet begonnen: er is nog geen speelronde gespeeld.
              </EmptyState>
            );
          }
          const top = summary.tussenstandPositions[0];
          const leiders = summary.tussenstandPositions.filter((r) => r.position === 1);
          return (
            <>
              <RondeStatus status={summary.rondeStatus} regel />
              {summary.rondeWinnaars.length > 0 ? (
                <RondeWinnaars status={summary.rondeStatus} winnaars={summary.rondeWinnaars} />
              ) : (
                <p>Nog niemand heeft punten in speelronde {summary.round}.</p>
              )}
              {top ? (
                <p>
                  {leiders.length > 1 ? 'Koplopers' : 'Koploper'}:{' '}
                  {leiders.map((r, i) => (
                    <Fragment key={r.deelnemerId}>
                      {i === 0 ? '' : i === leiders.length - 1 ? ' en ' : ', '}
                      <Link to={sitePaden.deelnemer(r.deelnemerId)}>{r.name}</Link>
                    </Fragment>
                  ))}{' '}
                  ({punten(top.totalScore)})
                </p>
              ) : null}
            </>
          );
        }}
      </QueryView>
    </Card>
  );
}
