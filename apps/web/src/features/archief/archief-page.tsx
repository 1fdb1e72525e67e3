import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card, cardClass } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { archiefPad } from '../../lib/seizoen';
import { erelijstQuery, Winnaars } from '../erelijst';
import { seizoenenQuery } from './api';
import { seizoenStatus } from './seizoen-status';
import { buttonClass } from '../../components/ui/button';

/** /archief: every season, newest first, each to its own pages. */
export default function ArchiefPage() {
  const seizoenen = useQuery(seizoenenQuery);
  const erelijst = useQuery(erelijstQuery).data;
  return (
    <>
      <PageHeader title="Archief">
        Elk afgesloten seizoen precies zoals het eindigde: de standen, de bekers, de periodetitels,
        de teamcompetitie, de spelers, de scores van elke deelnemer, de wedstrijden en het
        reglement. Alle prijswinnaars op een rij staan op de <Link to="/erelijst">erelijst</Link>.
      </PageHeader>
      <QueryView query={seizoenen}>
        {(lijst) =>
          lijst.length === 0 ? (
            <EmptyState>Er is nog geen seizoen.</EmptyState>
          ) : (
            <div className={cardClass.grid}>
              {lijst.map((s) => {
                const kampioen = erelijst
                  ?.find((e) => e.seizoenId === s.id)
                  ?.prizes.find((p) => p.prize === 'kampioen');
                return (
                  <Card
                    key={s.id}
                    title={s.name}
                    actions={
                      <Link
                        to={s.isFinished ? archiefPad(s.id) : '/home'}
                        className={buttonClass()}
                      >
                        {s.isFinished ? `Naar ${s.name}` : 'Naar het huidige seizoen'}
                      </Link>
                    }
                  >
                    <p className="muted">{seizoenStatus(s)}</p>
                    {kampioen && kampioen.winners.length > 0 ? (
                      <p>
                        Kampioen: <Winnaars prijs={kampioen} />
                      </p>
                    ) : null}
                  </Card>
                );
              })}
            </div>
          )
        }
      </QueryView>
    </>
  );
}
