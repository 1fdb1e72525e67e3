import type { ReactNode } from 'react';
import { gekozenRowProps } from './gekozen-row';
import { TableScroll } from './table-scroll';

export interface RankingColumn<Row> {
  header: ReactNode;
  headerClassName?: string;
  className?: string;
  cell: (row: Row) => ReactNode;
}

interface RankingTableProps<Row> {
  caption: ReactNode;
  rows: readonly Row[];
  rowKey: (row: Row) => number | string;
  /** Highlights the chosen participant's row (or their team's). */
  isGekozen: (row: Row) => boolean;
  columns: readonly RankingColumn<Row>[];
  /** Names the sideways-scroll box; without it the table is not wrapped (the small home cards). */
  scrollLabel?: string;
  className?: string;
}

/** A ranking: one row per participant or team, the chosen one highlighted. */
export function RankingTable<Row>({
  caption,
  rows,
  rowKey,
  isGekozen,
  columns,
  scrollLabel,
  className = 'table',
}: RankingTableProps<Row>) {
  const table = (
    <table className={className}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col" className={column.headerClassName}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...gekozenRowProps(isGekozen(row))}>
            {columns.map((column, i) => (
              <td key={i} className={column.className}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return scrollLabel === undefined ? table : <TableScroll label={scrollLabel}>{table}</TableScroll>;
}

/** The parts of a right-aligned number column; `strong` marks the figure the ranking is decided on. */
export function numeric(header: string, strong = false) {
  return { header, headerClassName: 'num', className: strong ? 'num strong' : 'num' };
}

export const positieColumn: RankingColumn<{ position: number }> = {
  ...numeric('Pos.'),
  cell: (row) => row.position,
};

/**
 * The participant's name; on a phone the team goes under the name (the team column is hidden
 * there) so the points stay in view without scrolling sideways.
 */
export const deelnemerColumn: RankingColumn<{ name: string; teamName: string }> = {
  header: 'Deelnemer',
  className: 'name',
  cell: (row) => (
    <>
      {row.name}
      <span className="name__team">{row.teamName}</span>
    </>
  ),
};

export const teamColumn: RankingColumn<{ teamName: string }> = {
  header: 'Team',
  headerClassName: 'team',
  className: 'team',
  cell: (row) => row.teamName,
};
