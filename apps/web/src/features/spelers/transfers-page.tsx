import { useQuery } from '@tanstack/react-query';
import { gekozenRowProps } from '../../components/gekozen-row';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { TableScroll } from '../../components/table-scroll';
import { useGekozenDeelnemer } from '../deelnemer-keuze';
import { transfersQuery } from './api';

/** /spelers/transfers: every transfer of every participant. */
export function TransfersPage() {
  const query = useQuery(transfersQuery);
  const { gekozenId } = useGekozenDeelnemer();
  return (
    <>
      <PageHeader title="Transfers">Alle wissels die de deelnemers hebben gedaan.</PageHeader>
      <QueryView query={query}>
        {(transfers) =>
          transfers.length === 0 ? (
            <EmptyState>Er zijn nog geen transfers gedaan.</EmptyState>
          ) : (
            <TableScroll label="Transfers">
              <table className="table">
                <caption className="sr-only">Transfers</caption>
                <thead>
                  <tr>
                    <th scope="col">Deelnemer</th>
                    <th scope="col">Speler uit</th>
                    <th scope="col">Speler in</th>
                    <th scope="col">Positie</th>
                    <th scope="col" className="num">
                      Vanaf speelronde
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {transfers.map((t) => (
                    <tr key={t.id} {...gekozenRowProps(t.deelnemerId === gekozenId)}>
                      <td className="name">{t.deelnemerName}</td>
                      <td>{t.playerOutName}</td>
                      <td>{t.playerInName}</td>
                      <td>{t.position}</td>
                      <td className="num">{t.fromRound}</td>
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
