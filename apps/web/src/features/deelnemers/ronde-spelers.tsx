import type { DeelnemerRonde } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { eventColumns, PlayerTable } from '../../components/player-table';
import { QueryView } from '../../components/query-view';
import { numeric, type RankingColumn } from '../../components/ranking-table';
import { formatNumber } from '../../lib/format';
import { useSeizoen } from '../../lib/seizoen';
import { deelnemerRondeQuery } from './api';

const COLUMNS: readonly RankingColumn<DeelnemerRonde['spelers'][number]>[] = [
  { ...numeric('Punten', true), cell: (s) => formatNumber(s.points) },
  ...eventColumns,
];

/** The 11 players of one participant in one round, with their points per event. */
export function RondeSpelers({ deelnemerId, round }: { deelnemerId: number; round: number }) {
  const query = useQuery(deelnemerRondeQuery(deelnemerId, round, useSeizoen().id));
  return (
    <QueryView query={query} notFound="Voor deze speelronde is geen selectie bekend.">
      {(ronde) => (
        <PlayerTable
          label={`Selectie in speelronde ${round}`}
          caption={`Selectie van ${ronde.name} in speelronde ${ronde.round}`}
          showCaption
          rows={ronde.spelers}
          rowKey={(s) => s.playerId}
          columns={COLUMNS}
          total={{
            label: `Totaal speelronde ${ronde.round}`,
            value: formatNumber(ronde.totalScore),
          }}
        />
      )}
    </QueryView>
  );
}
