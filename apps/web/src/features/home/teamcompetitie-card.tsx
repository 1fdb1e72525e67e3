import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { formatOneDecimal } from '../../lib/format';
import { useGekozenDeelnemer } from '../deelnemer-keuze';
import { teamcompetitieSummaryQuery } from '../teamstanden';
import { numeric, positieColumn, RankingTable } from '../../components/ranking-table';
import { buttonClass } from '../../components/ui/button';

export function TeamcompetitieCard() {
  const query = useQuery(teamcompetitieSummaryQuery);
  const { gekozen } = useGekozenDeelnemer();
  return (
    <Card
      title="Teamcompetitie"
      actions={
        <Link to="/teamstanden/teamcompetitie" className={buttonClass()}>
          Volledige teamcompetitie
        </Link>
      }
    >
      <QueryView query={query}>
        {(stand) =>
          // Before the first round every team would read "1 ... 0,0" (issue 26).
          stand.round === 0 ? (
            <EmptyState>
              Er is nog geen speelronde gespeeld: de teamcompetitie begint na de eerste uitslagen.
            </EmptyState>
          ) : stand.teamcompetitiePositions.length === 0 ? (
            <EmptyState>Er zijn nog geen teams met genoeg deelnemers.</EmptyState>
          ) : (
            <RankingTable
              className="table table--compact"
              caption="Top van de teamcompetitie"
              rows={stand.teamcompetitiePositions}
              rowKey={(row) => row.teamId}
              isGekozen={(row) => row.teamName === gekozen?.teamName}
              columns={[
                positieColumn,
                { header: 'Team', cell: (row) => row.teamName },
                {
                  ...numeric('Gemiddelde', true),
                  cell: (row) => formatOneDecimal(row.averageScore),
                },
              ]}
            />
          )
        }
      </QueryView>
    </Card>
  );
}
