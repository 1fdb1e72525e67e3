import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
  /** Highlights the chosen participant's row (or their team's); without it no row is. */
  isGekozen?: (row: Row) => boolean;
  columns: readonly RankingColumn<Row>[];
  /** The caption is for screen readers only, unless this is set. */
  showCaption?: boolean;
  /** Rows for a <tfoot>, such as a total. */
  footer?: ReactNode;
  /** Names the sideways-scroll box; without it the table is not wrapped (the small home cards). */
  scrollLabel?: string;
  className?: string;
}

const nobody = () => false;

/** A ranking: one row per participant, team or player, the chosen one highlighted. */
export function RankingTable<Row>({
  caption,
  rows,
  rowKey,
  isGekozen = nobody,
  columns,
  showCaption = false,
  footer,
  scrollLabel,
  className = 'table',
}: RankingTableProps<Row>) {
  const table = (
    <table className={className}>
      <caption className={showCaption ? undefined : 'sr-only'}>{caption}</caption>
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
      {footer === undefined ? null : <tfoot>{footer}</tfoot>}
    </table>
  );
  return scrollLabel === undefined ? table : <TableScroll label={scrollLabel}>{table}</TableScroll>;
}

/** The parts of a right-aligned number column; `strong` marks the figure the ranking is decided on. */
export function numeric(header: ReactNode, strong = false) {
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

/** Where a participant's name leads (their career), when known; undefined keeps it plain text. */
export type DeelnemerHref = (deelnemerId: number) => string | undefined;

/** The participant's name as `deelnemerColumn` shows it, a link to their career where known. */
export function deelnemerLinkColumn(
  href: DeelnemerHref | undefined,
): RankingColumn<{ deelnemerId: number; name: string; teamName: string }> {
  if (!href) return deelnemerColumn;
  return {
    ...deelnemerColumn,
    cell: (row) => {
      const to = href(row.deelnemerId);
      return (
        <>
          {to ? <Link to={to}>{row.name}</Link> : row.name}
          <span className="name__team">{row.teamName}</span>
        </>
      );
    },
  };
}

export const teamColumn: RankingColumn<{ teamName: string }> = {
  header: 'Team',
  headerClassName: 'team',
  className: 'team',
  cell: (row) => row.teamName,
};
