import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { TableScroll } from '../../components/table-scroll';
import { formatNumber, formatPercent } from '../../lib/format';
import { spelerListQuery } from './api';
import { ShowMoreButton, useShowMore } from './show-more';
import { SpelerFilter, useSpelerFilter } from './speler-filter';

/** /spelers/geselecteerd: how many participants have each player in their selection. */
export function GeselecteerdPage() {
  const query = useQuery(spelerListQuery('geselecteerd'));
  const { term, setTerm, filtered } = useSpelerFilter(query.data);
  const { visible, hiddenCount, showAll } = useShowMore(filtered);
  return (
    <>
      <PageHeader title="Geselecteerd">
        Hoeveel deelnemers elke speler in hun huidige selectie hebben.
      </PageHeader>
      <QueryView query={query}>
        {(spelers) =>
          spelers.length === 0 ? (
            <EmptyState>Er zijn nog geen selecties.</EmptyState>
          ) : (
            <>
              <SpelerFilter term={term} onChange={setTerm} />
              <TableScroll label="Geselecteerde spelers">
                <table className="table">
                  <caption className="sr-only">Geselecteerde spelers</caption>
                  <thead>
                    <tr>
                      <th scope="col">Speler</th>
                      <th scope="col">Club</th>
                      <th scope="col">Positie</th>
                      <th scope="col" className="num">
                        Deelnemers
                      </th>
                      <th scope="col" className="num">
                        Aandeel
                      </th>
                      <th scope="col" className="num">
                        Punten
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {visible.map((s) => (
                      <tr key={s.playerId}>
                        <td className="name">{s.name}</td>
                        <td>{s.clubName}</td>
                        <td>{s.position}</td>
                        <td className="num strong">{formatNumber(s.selectedCount)}</td>
                        <td className="num">{formatPercent(s.selectedShare)}</td>
                        <td className="num">{formatNumber(s.totalPoints)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              <ShowMoreButton hiddenCount={hiddenCount} total={filtered.length} onClick={showAll} />
            </>
          )
        }
      </QueryView>
    </>
  );
}
