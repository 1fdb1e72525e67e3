import type { SpelerRow } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { eventColumns, PlayerTable } from '../../components/player-table';
import { numeric, type RankingColumn } from '../../components/ranking-table';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { useSeizoen } from '../../lib/seizoen';
import { spelerListQuery } from './api';
import { ShowMoreButton, useShowMore } from './show-more';
import { SpelerFilter, useSpelerFilter } from './speler-filter';

const COLUMNS: readonly RankingColumn<SpelerRow>[] = [
  { ...numeric('Totaal', true), cell: (s) => formatNumber(s.totalPoints) },
  ...eventColumns,
];

/** /spelers/totaalscore: every player's points, highest first, with the points per event. */
export function TotaalscorePage() {
  const query = useQuery(spelerListQuery('totaalscore', useSeizoen().id));
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
          ) : spelers.every((s) => s.totalPoints === 0) ? (
            // Before the first round every player stands at 0: no list of zeros (issue 26).
            <EmptyState>
              Er is nog geen speelronde gespeeld. Na de eerste speelronde staan hier de punten van
              elke speler.
            </EmptyState>
          ) : (
            <>
              <SpelerFilter term={term} onChange={setTerm} />
              <PlayerTable
                label="Totaalscore per speler"
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
