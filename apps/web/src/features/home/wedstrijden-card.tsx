import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { QueryView } from '../../components/query-view';
import { RondeStatus } from '../../components/ronde-status';
import { rondeStatusVanWedstrijden } from '../../components/ronde-status-tekst';
import { EmptyState } from '../../components/states';
import { speelrondeSummaryQuery, Uitslag } from '../info';
import { buttonClass } from '../../components/ui/button';
import lists from './home-lists.module.css';

export function WedstrijdenCard() {
  const query = useQuery(speelrondeSummaryQuery);
  return (
    <Card
      title="Wedstrijden"
      actions={
        <Link to="/info/wedstrijden" className={buttonClass()}>
          Alle wedstrijden
        </Link>
      }
    >
      <QueryView query={query}>
        {(ronde) =>
          ronde.wedstrijden.length === 0 ? (
            <EmptyState>Er zijn nog geen wedstrijden gespeeld.</EmptyState>
          ) : (
            <>
              <p className="muted">
                <RondeStatus status={rondeStatusVanWedstrijden(ronde)} soort="wedstrijden" />
              </p>
              <ul className={lists.matchList}>
                {ronde.wedstrijden.map((w) => (
                  <li key={w.id} className={lists.matchItem}>
                    <span>{w.homeClub}</span>
                    <Uitslag homeGoals={w.homeGoals} awayGoals={w.awayGoals} />
                    <span className={lists.away}>{w.awayClub}</span>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
    </Card>
  );
}
