import { useQuery } from '@tanstack/react-query';
import { gekozenRowProps } from '../../components/gekozen-row';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { TableScroll } from '../../components/table-scroll';
import { formatNumber } from '../../lib/format';
import { useGekozenDeelnemer, useScrollToGekozen } from '../deelnemer-keuze';
import { fairplaycupQuery } from './api';
import { NameCell } from '../../components/name-cell';

export function FairplaycupPage() {
  const query = useQuery(fairplaycupQuery);
  const { gekozenId } = useGekozenDeelnemer();
  useScrollToGekozen(query.isSuccess);
  return (
    <>
      <PageHeader title="Fairplaycup">
        De minste kaartpunten wint: geel 1, tweede geel 3, rood 3. Bij gelijke kaartpunten telt de
        hoogste totaalscore.
      </PageHeader>
      <QueryView query={query}>
        {(cup) =>
          cup.rows.length === 0 ? (
            <EmptyState>Er is nog geen speelronde gespeeld.</EmptyState>
          ) : (
            <TableScroll label="Fairplaycup">
              <table className="table">
                <caption className="sr-only">Fairplaycup na speelronde {cup.round}</caption>
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
                      Kaartpunten
                    </th>
                    <th scope="col" className="num">
                      Totaalscore
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {cup.rows.map((row) => (
                    <tr key={row.deelnemerId} {...gekozenRowProps(row.deelnemerId === gekozenId)}>
                      <td className="num">{row.position}</td>
                      <NameCell name={row.name} teamName={row.teamName} />
                      <td className="team">{row.teamName}</td>
                      <td className="num strong">{formatNumber(row.cardPoints)}</td>
                      <td className="num">{formatNumber(row.totalScore)}</td>
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
