import type { TussenstandRow } from '@clubelf/contract';
import { formatNumber } from '../lib/format';
import { PositionChange } from './position-change';
import {
  deelnemerColumn,
  NameWithSub,
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

/** The total, and on a phone (where the Ronde column is left out) this round's points under it. */
const puntenMetRondeColumn: RankingColumn<TussenstandRow> = {
  ...puntenColumn,
  cell: (row) => (
    <NameWithSub
      name={formatNumber(row.totalScore)}
      sub={
        <>
          <span className="sr-only">deze speelronde </span>+{formatNumber(row.roundScore)}
        </>
      }
    />
  ),
};

/** This round's points: small, beside the total the standing ranks by. */
const rondeColumn: RankingColumn<TussenstandRow> = {
  ...numeric(
    <>
      Ronde<span className="sr-only"> (punten deze speelronde)</span>
    </>,
  ),
  telefoon: 'onder',
  cell: (row) => formatNumber(row.roundScore),
};

interface StandColumnsOptions {
  /** The arrow of the position change since the previous round. */
  showChange?: boolean;
  /** The points of the standing's round (the tussenstand). */
  showRound?: boolean;
}

/** The columns of a tussenstand-like standing (StandTable's, and the paged tussenstand's). */
export function standColumns({
  showChange = true,
  showRound = false,
}: StandColumnsOptions = {}): readonly RankingColumn<TussenstandRow>[] {
  return [
    positieColumn,
    ...(showChange ? [changeColumn] : []),
    deelnemerColumn,
    teamColumn,
    ...(showRound ? [rondeColumn, puntenMetRondeColumn] : [puntenColumn]),
  ];
}

/** A tussenstand-like standing: position, change, participant (a link), team, points. */
export function StandTable({ label, rows, gekozenId, showChange = true }: StandTableProps) {
  return (
    <RankingTable
      scrollLabel={label}
      className="table table--stand"
      caption={label}
      rows={rows}
      rowKey={(row) => row.deelnemerId}
      isGekozen={(row) => row.deelnemerId === gekozenId}
      columns={standColumns({ showChange })}
    />
  );
}
