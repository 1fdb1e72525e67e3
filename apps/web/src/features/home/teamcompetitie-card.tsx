import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { gekozenRowProps } from '../../components/gekozen-row';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { formatOneDecimal } from '../../lib/format';
import { useGekozenDeelnemer } from '../deelnemer-keuze';
import { teamcompetitieSummaryQuery } from '../teamstanden/api';

export function TeamcompetitieCard() {
  const query = useQuery(teamcompetitieSummaryQuery);
  const { gekozen } = useGekozenDeelnemer();
  return (
    <Card
      title="Teamcompetitie"
      actions={
        <Link to="/teamstanden/teamcompetitie" className="button">
          Volledige teamcompetitie
        </Link>
      }
    >
      <QueryView query={query}>
        {(stand) =>
          stand.teamcompetitiePositions.length === 0 ? (
            <EmptyState>Er zijn nog geen teams met genoeg deelnemers.</EmptyState>
          ) : (
            <table className="table table--compact">
              <caption className="sr-only">Top van de teamcompetitie</caption>
              <thead>
                <tr>
                  <th scope="col" className="num">
                    Pos.
                  </th>
                  <th scope="col">Team</th>
                  <th scope="col" className="num">
                    Gemiddelde
                  </th>
                </tr>
              </thead>
              <tbody>
                {stand.teamcompetitiePositions.map((row) => (
                  <tr key={row.teamId} {...gekozenRowProps(row.teamName === gekozen?.teamName)}>
                    <td className="num">{row.position}</td>
                    <td>{row.teamName}</td>
                    <td className="num strong">{formatOneDecimal(row.averageScore)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
    </Card>
  );
}
