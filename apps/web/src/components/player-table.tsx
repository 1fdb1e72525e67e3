import type { ReactNode } from 'react';
import type { ScoreEvent } from '@clubelf/contract';
import { EVENT_LABELS } from '../lib/event-labels';
import { formatNumber } from '../lib/format';
import { numeric, RankingTable, type RankingColumn } from './ranking-table';

/** What every player row shows first. */
export interface PlayerCells {
  name: string;
  clubName: string;
  position: string;
}

/** The player's name, as the public lists show it. */
const spelerColumn: RankingColumn<PlayerCells> = {
  header: 'Speler',
  className: 'name',
  cell: (row) => row.name,
};

const clubColumn: RankingColumn<PlayerCells> = { header: 'Club', cell: (row) => row.clubName };
const positionColumn: RankingColumn<PlayerCells> = {
  header: 'Positie',
  cell: (row) => row.position,
};

/** The points per event, one right-aligned column each, in the order of the scoring table. */
export const eventColumns: readonly RankingColumn<{
  perEvent: Partial<Record<ScoreEvent, number>>;
}>[] = EVENT_LABELS.map((e) => ({
  ...numeric(<abbr title={e.full}>{e.short}</abbr>),
  cell: (row) => formatNumber(row.perEvent[e.event] ?? 0),
}));

interface PlayerTableProps<Row extends PlayerCells> {
  /** Names the sideways-scroll box, and the table unless there is a caption. */
  label: string;
  caption?: ReactNode;
  showCaption?: boolean;
  rows: readonly Row[];
  rowKey: (row: Row) => number | string;
  /** The columns after the name, club and position. */
  columns: readonly RankingColumn<Row>[];
  /** Replaces the public lists' name column (the dashboard has its own heading). */
  nameColumn?: RankingColumn<PlayerCells>;
  footer?: ReactNode;
  className?: string;
}

/** A list of players: name, club and position, then the list's own columns. */
export function PlayerTable<Row extends PlayerCells>({
  label,
  caption = label,
  showCaption,
  rows,
  rowKey,
  columns,
  nameColumn = spelerColumn,
  footer,
  className,
}: PlayerTableProps<Row>) {
  return (
    <RankingTable
      scrollLabel={label}
      caption={caption}
      showCaption={showCaption}
      className={className}
      rows={rows}
      rowKey={rowKey}
      columns={[nameColumn, clubColumn, positionColumn, ...columns]}
      footer={footer}
    />
  );
}
