import { Fragment, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { gekozenRowProps } from './gekozen-row';
import { DeelnemerLink } from './table-links';
import { TableScroll } from './ui/table';
import styles from './ranking-table.module.css';

/**
 * Where a column goes on a phone (below 40rem), so the name and the figure a table ranks by always
 * show without scrolling sideways:
 * - 'onder': left out, because the name column already shows it on its second line (the team);
 * - 'detail': into the row's expandable detail (a button per row opens it).
 * Without it the column shows at every width.
 */
export type TelefoonPlek = 'onder' | 'detail';

export interface RankingColumn<Row> {
  header: ReactNode;
  headerClassName?: string;
  className?: string;
  cell: (row: Row) => ReactNode;
  telefoon?: TelefoonPlek;
  /** The name in the expandable detail, when the header is an abbreviation. */
  detailLabel?: ReactNode;
  /** Whether a row's detail lists this column (always, without it): a breakdown, what scored. */
  inDetail?: (row: Row) => boolean;
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
  /** Rows for a <tfoot>. */
  footer?: ReactNode;
  /** A total under the column the table ranks by (the first 'strong' one), labelled before it. */
  total?: { label: ReactNode; value: ReactNode };
  /** Names the table's box; without it the table is not wrapped (the small home cards). */
  scrollLabel?: string;
  className?: string;
  /** Names a row for its detail button ('Details van Jan'); the default is the row's key. */
  rowLabel?: (row: Row) => string;
}

const nobody = () => false;

/** The open rows after a row's button was pressed: that row opens, or closes when it was open. */
export function toggled<Key>(open: ReadonlySet<Key>, key: Key): ReadonlySet<Key> {
  const next = new Set(open);
  if (!next.delete(key)) next.add(key);
  return next;
}

/** The class of a column's cells: its own, plus where it goes on a phone. */
export function columnClass(own: string | undefined, telefoon: TelefoonPlek | undefined) {
  return [own, telefoon ? styles[telefoon] : undefined].filter(Boolean).join(' ') || undefined;
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3 6l5 5 5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function TotalRow<Row>({
  columns,
  total,
  hasDetails,
}: {
  columns: readonly RankingColumn<Row>[];
  total: { label: ReactNode; value: ReactNode };
  hasDetails: boolean;
}) {
  const at = Math.max(
    columns.findIndex((column) => column.className?.split(' ').includes('strong')),
    1,
  );
  const strong = columns[at];
  // A phone leaves some columns out: the label spans only those it shows before the figure.
  const onPhone = columns.slice(0, at).filter((column) => !column.telefoon).length;
  return (
    <tr>
      <th scope="row" colSpan={at} className={onPhone === at ? undefined : styles.wideOnly}>
        {total.label}
      </th>
      {onPhone === at ? null : (
        <th scope="row" colSpan={Math.max(onPhone, 1)} className={styles.phoneOnly}>
          {total.label}
        </th>
      )}
      <td className={columnClass(strong?.className, strong?.telefoon)}>{total.value}</td>
      {columns.slice(at + 1).map((column, i) => (
        <td key={i} className={columnClass(undefined, column.telefoon)} />
      ))}
      {hasDetails ? <td className={styles.toggleCell} /> : null}
    </tr>
  );
}

/**
 * A ranking: one row per participant, team or player, the chosen one highlighted. On a phone the
 * columns marked 'detail' move into a row under each row, opened by that row's button.
 */
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
  rowLabel,
  total,
}: RankingTableProps<Row>) {
  const idPrefix = useId();
  const [open, setOpen] = useState<ReadonlySet<number | string>>(() => new Set());
  const details = columns.filter((column) => column.telefoon === 'detail');
  const hasDetails = details.length > 0;
  const phoneColumns = columns.filter((column) => !column.telefoon).length;
  const toggle = (key: number | string) => setOpen((current) => toggled(current, key));

  const table = (
    <table className={`${className} ${styles.ranking}`}>
      <caption className={showCaption ? undefined : 'sr-only'}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th
              key={i}
              scope="col"
              className={columnClass(column.headerClassName, column.telefoon)}
            >
              {column.header}
            </th>
          ))}
          {hasDetails ? (
            <th scope="col" className={styles.toggleCell}>
              <span className="sr-only">Details</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const key = rowKey(row);
          const isOpen = hasDetails && open.has(key);
          const detailId = `${idPrefix}-${key}`;
          return (
            <Fragment key={key}>
              <tr data-rij={key} {...gekozenRowProps(isGekozen(row))}>
                {columns.map((column, i) => (
                  <td key={i} className={columnClass(column.className, column.telefoon)}>
                    {column.cell(row)}
                  </td>
                ))}
                {hasDetails ? (
                  <td className={styles.toggleCell}>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? detailId : undefined}
                      aria-label={`Details van ${rowLabel ? rowLabel(row) : String(key)}`}
                      onClick={() => toggle(key)}
                    >
                      <Chevron />
                    </button>
                  </td>
                ) : null}
              </tr>
              {isOpen ? (
                <tr id={detailId} className={styles.detailRow}>
                  {/* Only shown on a phone: spans the columns a phone shows, and the button's. */}
                  <td colSpan={phoneColumns + 1}>
                    {details.some((column) => column.inDetail?.(row) ?? true) ? (
                      <dl className={styles.details}>
                        {details.map((column, i) =>
                          (column.inDetail?.(row) ?? true) ? (
                            <div key={i}>
                              <dt>{column.detailLabel ?? column.header}</dt>
                              <dd>{column.cell(row)}</dd>
                            </div>
                          ) : null,
                        )}
                      </dl>
                    ) : (
                      <p className={styles.details}>Niets dat punten opleverde.</p>
                    )}
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
      {total === undefined ? null : (
        <tfoot>
          <TotalRow columns={columns} total={total} hasDetails={hasDetails} />
        </tfoot>
      )}
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
 * A name with a second line that only a phone shows (where that line's own column is left out).
 * On a phone both lines stay one line each, cut short with an ellipsis when long, so every row has
 * the same height (a virtualised standing relies on that) and the figures keep their room.
 */
export function NameWithSub({
  name,
  sub,
  wrap = false,
}: {
  name: ReactNode;
  sub: ReactNode;
  /** The second line may wrap (a list that is not virtualised, where it says what matters). */
  wrap?: boolean;
}) {
  return (
    <>
      <span className={styles.line}>{name}</span>
      <span className={wrap ? styles.sub : `${styles.sub} ${styles.line}`}>{sub}</span>
    </>
  );
}

/** The class of the second line under a name (a placeholder row copies it). */
export const subLineClass = styles.sub;

/** The class every ranking table has (the virtualised one too). */
export const rankingClass = styles.ranking;

/** The class of a name column whose cells are NameWithSub: it takes the room the figures leave. */
export const nameClass = `name ${styles.name}`;

/**
 * The participant's name, a link to their page; on a phone the team goes under the name (the team
 * column is left out there) so the points stay in view without scrolling sideways.
 */
export const deelnemerColumn: RankingColumn<{
  deelnemerId: number;
  name: string;
  teamName: string;
}> = {
  header: 'Deelnemer',
  className: nameClass,
  cell: (row) => (
    <NameWithSub name={<DeelnemerLink id={row.deelnemerId} name={row.name} />} sub={row.teamName} />
  ),
};

export const teamColumn: RankingColumn<{ teamName: string }> = {
  header: 'Team',
  headerClassName: 'team',
  className: `team ${styles.muted}`,
  telefoon: 'onder',
  cell: (row) => row.teamName,
};
