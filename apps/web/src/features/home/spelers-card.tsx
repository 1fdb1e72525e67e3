import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { useSiteLinks } from '../../lib/site-links';
import { spelersSummaryQuery } from './api';
import { buttonClass } from '../../components/ui/button';
import lists from './home-lists.module.css';

/** The players with the most points (not goals): the top of the totaalscore list. */
export function SpelersCard() {
  const query = useQuery(spelersSummaryQuery);
  const links = useSiteLinks();
  return (
    <Card
      title="Beste spelers"
      actions={
        <Link to="/spelers/totaalscore" className={buttonClass()}>
          Alle spelers
        </Link>
      }
    >
      <QueryView query={query}>
        {(spelers) =>
          // A new season's players all have 0: a list of zeros says nothing.
          spelers.every((s) => s.totalPoints === 0) ? (
            <EmptyState>Er zijn nog geen punten gescoord.</EmptyState>
          ) : (
            <ol className={lists.topList}>
              {spelers.map((s) => (
                <li key={s.playerId}>
                  <span>
                    <Link to={links.speler(s.playerId)}>{s.name}</Link>{' '}
                    <span className="muted">
                      (<Link to={links.club(s.clubId)}>{s.clubName}</Link>)
                    </span>
                  </span>
                  <span className={lists.points}>{formatNumber(s.totalPoints)} punten</span>
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </Card>
  );
}
