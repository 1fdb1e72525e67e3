import type { SpelerRow } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { PlayerTable } from '../../components/player-table';
import { numeric, type RankingColumn } from '../../components/ranking-table';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { useSeizoen } from '../../lib/seizoen';
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

const COLUMNS: readonly RankingColumn<SpelerRow>[] = [
  { ...numeric('Punten', true), cell: (s) => formatNumber(s.totalPoints) },
];

/** /spelers/actief, /spelers/nieuw, /spelers/vertrokken: by club, position and name. */
export function StatusListPage({ list }: { list: StatusList }) {
  const query = useQuery(spelerListQuery(list, useSeizoen().id));
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
              <PlayerTable
                label={tekst.title}
                rows={visible}
                rowKey={(s) => s.playerId}
                columns={COLUMNS}
              />
              <ShowMoreButton hiddenCount={hiddenCount} total={filtered.length} onClick={showAll} />
            </>
          )
        }
      </QueryView>
    </>
  );
}
