import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { QueryView } from '../../components/query-view';
import { RondeStatus } from '../../components/ronde-status';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { useGekozenDeelnemer } from '../deelnemer-keuze';
import { tussenstandSummaryQuery } from '../standen';
import { numeric, positieColumn, RankingTable } from '../../components/ranking-table';
import { buttonClass } from '../../components/ui/button';

export function TussenstandCard() {
  const query = useQuery(tussenstandSummaryQuery);
  const { gekozenId } = useGekozenDeelnemer();
  return (
    <Card
      title="Tussenstand"
      actions={
        <Link to="/standen/tussenstand" className={buttonClass()}>
          Volledige tussenstand
        </Link>
      }
    >
      <QueryView query={query}>
        {(summary) =>
          // Before the first round everyone would share place 1 with 0 points (issue 26).
          summary.round === 0 || summary.tussenstandPositions.length === 0 ? (
            <EmptyState>
              Er is nog geen speelronde gespeeld: de tussenstand begint na de eerste uitslagen.
            </EmptyState>
          ) : (
            <>
              <p className="muted">
                <RondeStatus status={summary.rondeStatus} />
              </p>
              <RankingTable
                className="table table--compact"
                caption="Top van de tussenstand"
                rows={summary.tussenstandPositions}
                rowKey={(row) => row.deelnemerId}
                isGekozen={(row) => row.deelnemerId === gekozenId}
                columns={[
                  positieColumn,
                  { header: 'Deelnemer', cell: (row) => row.name },
                  { ...numeric('Punten', true), cell: (row) => formatNumber(row.totalScore) },
                ]}
              />
            </>
          )
        }
      </QueryView>
    </Card>
  );
}
