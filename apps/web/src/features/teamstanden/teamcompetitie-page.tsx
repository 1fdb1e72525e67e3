import { useQuery } from '@tanstack/react-query';
import { gekozenRowProps } from '../../components/gekozen-row';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { TableScroll } from '../../components/table-scroll';
import { formatNumber, formatOneDecimal } from '../../lib/format';
import { useGekozenDeelnemer, useScrollToGekozen } from '../deelnemer-keuze';
import { teamcompetitieQuery } from './api';

export function TeamcompetitiePage() {
  const query = useQuery(teamcompetitieQuery);
  const { gekozen } = useGekozenDeelnemer();
  useScrollToGekozen(query.isSuccess);
  return (
    <>
      <PageHeader title="Teamcompetitie">
        De gemiddelde totaalscore van de deelnemers van elk team.
      </PageHeader>
      <QueryView query={query}>
        {(stand) =>
          stand.teamcompetitiePositions.length === 0 ? (
            <EmptyState>Er zijn nog geen teams met genoeg deelnemers.</EmptyState>
          ) : (
            <TableScroll label="Teamcompetitie">
              <table className="table">
                <caption className="sr-only">Teamcompetitie na speelronde {stand.round}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="num">
                      Pos.
                    </th>
                    <th scope="col">Team</th>
                    <th scope="col" className="num">
                      Deelnemers
                    </th>
                    <th scope="col" className="num">
                      Totaal
                    </th>
                    <th scope="col" className="num">
                      Gemiddelde
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stand.teamcompetitiePositions.map((row) => (
                    <tr key={row.teamId} {...gekozenRowProps(row.teamName === gekozen?.teamName)}>
                      <td className="num">{row.position}</td>
                      <td className="name">{row.teamName}</td>
                      <td className="num">{row.deelnemerCount}</td>
                      <td className="num">{formatNumber(row.totalScore)}</td>
                      <td className="num strong">{formatOneDecimal(row.averageScore)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )
        }
      </QueryView>
    </>
  );
}
