import type { TussenstandRow } from '@clubelf/contract';
import { formatNumber } from '../lib/format';
import { PositionChange } from './position-change';
import {
  deelnemerColumn,
  numeric,
  positieColumn,
  RankingTable,
  teamColumn,
  type RankingColumn,
} from './ranking-table';

interface StandTableProps {
  label: string;
  rows: readonly TussenstandRow[];
  gekozenId: number;
  showChange?: boolean;
}

const changeColumn: RankingColumn<TussenstandRow> = {
  header: <span className="sr-only">Verschil met vorige speelronde</span>,
  className: 'change',
  cell: (row) => <PositionChange change={row.positionChange} />,
};

const puntenColumn: RankingColumn<TussenstandRow> = {
  ...numeric('Punten', true),
  cell: (row) => formatNumber(row.totalScore),
};

const withChange: readonly RankingColumn<TussenstandRow>[] = [
  positieColumn,
  changeColumn,
  deelnemerColumn,
  teamColumn,
  puntenColumn,
];
const withoutChange: readonly RankingColumn<TussenstandRow>[] = [
  positieColumn,
  deelnemerColumn,
  teamColumn,
  puntenColumn,
];

/** A tussenstand-like standing: position, change, participant, team, points. */
export function StandTable({ label, rows, gekozenId, showChange = true }: StandTableProps) {
  return (
    <RankingTable
      scrollLabel={label}
      className="table table--stand"
      caption={label}
      rows={rows}
      rowKey={(row) => row.deelnemerId}
      isGekozen={(row) => row.deelnemerId === gekozenId}
      columns={showChange ? withChange : withoutChange}
    />
  );
}
