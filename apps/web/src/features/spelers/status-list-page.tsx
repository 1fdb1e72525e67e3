import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { TableScroll } from '../../components/table-scroll';
import { formatNumber } from '../../lib/format';
import { spelerListQuery } from './api';
import { ShowMoreButton, useShowMore } from './show-more';
import { SpelerFilter, useSpelerFilter } from './speler-filter';

type StatusList = 'actief' | 'nieuw' | 'vertrokken';

const TEKST: Record<StatusList, { title: string; intro: string; empty: string }> = {
  actief: {
    title: 'Actieve spelers',
    intro: 'De spelers die aan het begin van het seizoen in de competitie speelden.',
    empty: 'Er zijn geen actieve spelers.',
  },
  nieuw: {
    title: 'Nieuwe spelers',
    intro:
      'Spelers die tijdens het seizoen zijn bijgekomen; te kiezen vanaf de volgende transferperiode.',
    empty: 'Er zijn nog geen nieuwe spelers.',
  },
  vertrokken: {
    title: 'Vertrokken spelers',
    intro: 'Spelers die de competitie hebben verlaten; zij scoren geen punten meer.',
    empty: 'Er zijn nog geen spelers vertrokken.',
  },
};

/** /spelers/actief, /spelers/nieuw, /spelers/vertrokken: by club, position and name. */
export function StatusListPage({ list }: { list: StatusList }) {
  const query = useQuery(spelerListQuery(list));
  const { term, setTerm, filtered } = useSpelerFilter(query.data);
  const { visible, hiddenCount, showAll } = useShowMore(filtered);
  const tekst = TEKST[list];
  return (
    <>
      <PageHeader title={tekst.title}>{tekst.intro}</PageHeader>
      <QueryView query={query}>
        {(spelers) =>
          spelers.length === 0 ? (
            <EmptyState>{tekst.empty}</EmptyState>
          ) : (
            <>
              <SpelerFilter term={term} onChange={setTerm} />
              <p className="muted" role="status">
                {filtered.length} van {spelers.length} spelers
              </p>
              <TableScroll label={tekst.title}>
                <table className="table">
                  <caption className="sr-only">{tekst.title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Speler</th>
                      <th scope="col">Club</th>
                      <th scope="col">Positie</th>
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
                        <td className="num strong">{formatNumber(s.totalPoints)}</td>
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
