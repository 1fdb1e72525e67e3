import type { ReactNode } from 'react';
import type { ScoreEvent } from '@clubelf/contract';
import { EVENT_LABELS } from '../lib/event-labels';
import { formatNumber } from '../lib/format';
import { nameClass, NameWithSub, numeric, RankingTable, type RankingColumn } from './ranking-table';
import { ClubLink, SpelerLink } from './table-links';
import styles from './player-table.module.css';

/** What every player row shows first. */
export interface PlayerCells {
  name: string;
  clubName: string;
  position: string;
  /** Makes the name a link to the player's page (the public lists). */
  playerId?: number;
  /** Makes the club a link to its matches, where the row has it. */
  clubId?: number;
}

/**
 * The player's name, a link to their page; on a phone club and position go under the name (their
 * columns are left out there), so the points stay in view.
 */
function spelerColumn<Row extends PlayerCells>(
  extra?: (row: Row) => string | null,
): RankingColumn<Row> {
  return {
    header: 'Speler',
    className: nameClass,
    cell: (row) => {
      const more = extra?.(row);
      return (
        <NameWithSub
          name={
            row.playerId === undefined ? row.name : <SpelerLink id={row.playerId} name={row.name} />
          }
          sub={
            more
              ? `${row.clubName} · ${row.position} · ${more}`
              : `${row.clubName} · ${row.position}`
          }
          wrap={Boolean(more)}
        />
      );
    },
  };
}

/**
 * Club and position: columns on a wide screen. `publiek`: the public lists, whose name column shows
 * them on a phone and whose club leads to its matches (the dashboard keeps both plain columns).
 */
function clubColumns(publiek: boolean): readonly RankingColumn<PlayerCells>[] {
  const telefoon = publiek ? 'onder' : undefined;
  return [
    {
      header: 'Club',
      telefoon,
      cell: (row) => (publiek ? <ClubLink id={row.clubId} name={row.clubName} /> : row.clubName),
    },
    { header: 'Positie', telefoon, cell: (row) => row.position },
  ];
}

/**
 * The points per event, one right-aligned column each, in the order of the scoring table; on a
 * phone they go into the row's expandable detail, which lists only the events that scored.
 */
export const eventColumns: readonly RankingColumn<{
  perEvent: Partial<Record<ScoreEvent, number>>;
}>[] = EVENT_LABELS.map((e) => ({
  ...numeric(<abbr title={e.full}>{e.short}</abbr>),
  headerClassName: `num ${styles.eventHeader}`,
  className: `num ${styles.eventCell}`,
  telefoon: 'detail',
  detailLabel: e.full,
  cell: (row) => formatNumber(row.perEvent[e.event] ?? 0),
  // The row's breakdown lists what scored (plus or minus), not a dozen zeros.
  inDetail: (row) => (row.perEvent[e.event] ?? 0) !== 0,
}));

interface PlayerTableProps<Row extends PlayerCells> {
  /** Names the table's box, and the table unless there is a caption. */
  label: string;
  caption?: ReactNode;
  showCaption?: boolean;
  rows: readonly Row[];
  rowKey: (row: Row) => number | string;
  /** The columns after the name, club and position. */
  columns: readonly RankingColumn<Row>[];
  /** Replaces the public lists' name column (the dashboard has its own heading). */
  nameColumn?: RankingColumn<PlayerCells>;
  /**
   * More for the phone's line under the public name column (it may then wrap), such as a match
   * still to be played; a wide screen needs its own column for it.
   */
  subExtra?: (row: Row) => string | null;
  footer?: ReactNode;
  /** A total under the column the list ranks by. */
  total?: { label: ReactNode; value: ReactNode };
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
  nameColumn,
  subExtra,
  footer,
  total,
  className,
}: PlayerTableProps<Row>) {
  // Only the public name column shows club and position under the name on a phone.
  const first: readonly RankingColumn<Row>[] = [
    nameColumn ?? spelerColumn<Row>(subExtra),
    ...clubColumns(nameColumn === undefined),
  ];
  return (
    <RankingTable
      scrollLabel={label}
      caption={caption}
      showCaption={showCaption}
      className={className}
      rows={rows}
      rowKey={rowKey}
      rowLabel={(row) => row.name}
      columns={[...first, ...columns]}
      footer={footer}
      total={total}
    />
  );
}
