import type { TussenstandRow } from '@clubelf/contract';
import { formatNumber } from '../lib/format';
import { PositionChange } from './position-change';
import {
  deelnemerLinkColumn,
  numeric,
  positieColumn,
  RankingTable,
  teamColumn,
  type DeelnemerHref,
  type RankingColumn,
} from './ranking-table';

interface StandTableProps {
  label: string;
  rows: readonly TussenstandRow[];
  gekozenId: number;
  showChange?: boolean;
  /** Makes each name a link (the participant's career). */
  deelnemerHref?: DeelnemerHref;
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

/** The columns of a tussenstand-like standing (StandTable's, and the paged tussenstand's). */
export function standColumns(
  showChange = true,
  deelnemerHref?: DeelnemerHref,
): readonly RankingColumn<TussenstandRow>[] {
  return [
    positieColumn,
    ...(showChange ? [changeColumn] : []),
    deelnemerLinkColumn(deelnemerHref),
    teamColumn,
    puntenColumn,
  ];
}

/** A tussenstand-like standing: position, change, participant, team, points. */
export function StandTable({
  label,
  rows,
  gekozenId,
  showChange = true,
  deelnemerHref,
}: StandTableProps) {
  const columns = standColumns(showChange, deelnemerHref);
  return (
    <RankingTable
      scrollLabel={label}
      className="table table--stand"
      caption={label}
      rows={rows}
      rowKey={(row) => row.deelnemerId}
      isGekozen={(row) => row.deelnemerId === gekozenId}
      columns={columns}
    />
  );
}
