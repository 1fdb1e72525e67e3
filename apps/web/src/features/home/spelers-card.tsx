import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { spelerListQuery } from '../spelers';

const TOP = 5;

/** The top scorers by points: the list comes highest first from the API. */
export function SpelersCard() {
  const query = useQuery(spelerListQuery('totaalscore'));
  return (
    <Card
      title="Topscorers"
      actions={
        <Link to="/spelers/totaalscore" className="button">
          Alle spelers
        </Link>
      }
    >
      <QueryView query={query}>
        {(spelers) =>
          spelers.length === 0 ? (
            <EmptyState>Er zijn nog geen punten gescoord.</EmptyState>
          ) : (
            <ol className="top-list">
              {spelers.slice(0, TOP).map((s) => (
                <li key={s.playerId}>
                  <span className="top-list__name">
                    {s.name} <span className="muted">({s.clubName})</span>
                  </span>
                  <span className="top-list__points">{formatNumber(s.totalPoints)} punten</span>
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </Card>
  );
}
