import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { TableScroll } from '../../components/table-scroll';
import { formatNumber } from '../../lib/format';
import { spelerListQuery } from './api';
import { EVENT_LABELS } from './event-labels';
import { ShowMoreButton, useShowMore } from './show-more';
import { SpelerFilter, useSpelerFilter } from './speler-filter';

/** /spelers/totaalscore: every player's points, highest first, with the points per event. */
export function TotaalscorePage() {
  const query = useQuery(spelerListQuery('totaalscore'));
  const { term, setTerm, filtered } = useSpelerFilter(query.data);
  const { visible, hiddenCount, showAll } = useShowMore(filtered);
  return (
    <>
      <PageHeader title="Totaalscore">
        De punten van elke speler dit seizoen, met de punten per onderdeel.
      </PageHeader>
      <QueryView query={query}>
        {(spelers) =>
          spelers.length === 0 ? (
            <EmptyState>Er zijn nog geen punten gescoord.</EmptyState>
          ) : (
            <>
              <SpelerFilter term={term} onChange={setTerm} />
              <TableScroll label="Totaalscore per speler">
                <table className="table table--wide">
                  <caption className="sr-only">Totaalscore per speler</caption>
                  <thead>
                    <tr>
                      <th scope="col">Speler</th>
                      <th scope="col">Club</th>
                      <th scope="col">Positie</th>
                      <th scope="col" className="num">
                        Totaal
                      </th>
                      {EVENT_LABELS.map((e) => (
                        <th key={e.event} scope="col" className="num">
                          <abbr title={e.full}>{e.short}</abbr>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {visible.map((s) => (
                      <tr key={s.playerId}>
                        <td className="name">{s.name}</td>
                        <td>{s.clubName}</td>
                        <td>{s.position}</td>
                        <td className="num strong">{formatNumber(s.totalPoints)}</td>
                        {EVENT_LABELS.map((e) => (
                          <td key={e.event} className="num">
                            {formatNumber(s.perEvent[e.event] ?? 0)}
                          </td>
                        ))}
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
