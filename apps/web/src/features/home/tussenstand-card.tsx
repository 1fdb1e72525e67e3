import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { gekozenRowProps } from '../../components/gekozen-row';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { useGekozenDeelnemer } from '../deelnemer-keuze';
import { tussenstandSummaryQuery } from '../standen/api';

export function TussenstandCard() {
  const query = useQuery(tussenstandSummaryQuery);
  const { gekozenId } = useGekozenDeelnemer();
  return (
    <Card
      title="Tussenstand"
      actions={
        <Link to="/standen/tussenstand" className="button">
          Volledige tussenstand
        </Link>
      }
    >
      <QueryView query={query}>
        {(summary) =>
          summary.tussenstandPositions.length === 0 ? (
            <EmptyState>Er is nog geen speelronde gespeeld.</EmptyState>
          ) : (
            <>
              <p className="muted">Na speelronde {summary.round}</p>
              <table className="table table--compact">
                <caption className="sr-only">Top van de tussenstand</caption>
                <thead>
                  <tr>
                    <th scope="col" className="num">
                      Pos.
                    </th>
                    <th scope="col">Deelnemer</th>
                    <th scope="col" className="num">
                      Punten
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {summary.tussenstandPositions.map((row) => (
                    <tr key={row.deelnemerId} {...gekozenRowProps(row.deelnemerId === gekozenId)}>
                      <td className="num">{row.position}</td>
                      <td>{row.name}</td>
                      <td className="num strong">{formatNumber(row.totalScore)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )
        }
      </QueryView>
    </Card>
  );
}
