import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { QueryView } from '../../components/query-view';
import { RondeStatus } from '../../components/ronde-status';
import { rondeStatusVanWedstrijden } from '../../components/ronde-status-tekst';
import { EmptyState } from '../../components/states';
import { speelrondeSummaryQuery, Uitslag } from '../info';
import { buttonClass } from '../../components/ui/button';

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
              <ul className="match-list">
                {ronde.wedstrijden.map((w) => (
                  <li key={w.id} className="match-list__item">
                    <span className="match-list__club">{w.homeClub}</span>
                    <Uitslag homeGoals={w.homeGoals} awayGoals={w.awayGoals} />
                    <span className="match-list__club match-list__club--away">{w.awayClub}</span>
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
