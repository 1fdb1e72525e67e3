import { useQuery } from '@tanstack/react-query';
import { gekozenRowProps } from '../../components/gekozen-row';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { TableScroll } from '../../components/table-scroll';
import { formatNumber } from '../../lib/format';
import { useGekozenDeelnemer, useScrollToGekozen } from '../deelnemer-keuze';
import { highscorecupQuery } from './api';
import { NameCell } from '../../components/name-cell';

export function HighscorecupPage() {
  const query = useQuery(highscorecupQuery);
  const { gekozenId } = useGekozenDeelnemer();
  useScrollToGekozen(query.isSuccess);
  return (
    <>
      <PageHeader title="Highscorecup">De hoogste score in één speelronde.</PageHeader>
      <QueryView query={query}>
        {(cup) =>
          cup.rows.length === 0 ? (
            <EmptyState>Er is nog geen speelronde gespeeld.</EmptyState>
          ) : (
            <TableScroll label="Highscorecup">
              <table className="table">
                <caption className="sr-only">Highscorecup na speelronde {cup.round}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="num">
                      Pos.
                    </th>
                    <th scope="col">Deelnemer</th>
                    <th scope="col" className="team">
                      Team
                    </th>
                    <th scope="col" className="num">
                      Score
                    </th>
                    <th scope="col" className="num">
                      Speelronde
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {cup.rows.map((row) => (
                    <tr key={row.deelnemerId} {...gekozenRowProps(row.deelnemerId === gekozenId)}>
                      <td className="num">{row.position}</td>
                      <NameCell name={row.name} teamName={row.teamName} />
                      <td className="team">{row.teamName}</td>
                      <td className="num strong">{formatNumber(row.score)}</td>
                      <td className="num">{row.round}</td>
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
