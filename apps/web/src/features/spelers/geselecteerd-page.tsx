import type { SpelerRow } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { PlayerTable } from '../../components/player-table';
import { NameWithSub, numeric, type RankingColumn } from '../../components/ranking-table';
import { EmptyState } from '../../components/states';
import { formatNumber, formatPercent } from '../../lib/format';
import { useSeizoen } from '../../lib/seizoen';
import { spelerListQuery } from './api';
import { ShowMoreButton, useShowMore } from './show-more';
import { SpelerFilter, useSpelerFilter } from './speler-filter';

const COLUMNS: readonly RankingColumn<SpelerRow>[] = [
  {
    // On a phone the share goes under the count (its column is left out there).
    ...numeric('Deel\u00adnemers', true),
    cell: (s) => (
      <NameWithSub
        name={formatNumber(s.selectedCount)}
        sub={
          <>
            <span className="sr-only">aandeel </span>
            {formatPercent(s.selectedShare)}
          </>
        }
      />
    ),
  },
  { ...numeric('Aandeel'), telefoon: 'onder', cell: (s) => formatPercent(s.selectedShare) },
  { ...numeric('Punten'), cell: (s) => formatNumber(s.totalPoints) },
];

/** /spelers/geselecteerd: how many participants have each player in their selection. */
export function GeselecteerdPage() {
  const query = useQuery(spelerListQuery('geselecteerd', useSeizoen().id));
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
              <PlayerTable
                label="Geselecteerde spelers"
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
