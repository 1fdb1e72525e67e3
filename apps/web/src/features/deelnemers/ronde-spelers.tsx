import type { DeelnemerRonde } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { eventColumns, PlayerTable } from '../../components/player-table';
import { QueryView } from '../../components/query-view';
import { numeric, type RankingColumn } from '../../components/ranking-table';
import { formatNumber } from '../../lib/format';
import { EVENT_LABELS } from '../../lib/event-labels';
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
          className="table table--wide"
          rows={ronde.spelers}
          rowKey={(s) => s.playerId}
          columns={COLUMNS}
          footer={
            <tr>
              <th scope="row" colSpan={3}>
                Totaal speelronde {ronde.round}
              </th>
              <td className="num strong">{formatNumber(ronde.totalScore)}</td>
              <td colSpan={EVENT_LABELS.length} />
            </tr>
          }
        />
      )}
    </QueryView>
  );
}
