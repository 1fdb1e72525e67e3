import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { gekozenRowProps } from './gekozen-row';
import { columnClass, rankingClass, subLineClass, type RankingColumn } from './ranking-table';
import { TableScroll } from './ui/table';
import styles from './virtual-ranking-table.module.css';

/** What a page may ask of a virtualised table. */
export interface VirtualRows {
  /** The top of row `index` on the page (document pixels), rendered or not. */
  topOf(index: number): number;
}

/**
 * The columns of a virtualised table keep one row height, so a column marked 'detail' (an
 * expandable row) is not supported here: such a standing's columns are all 'onder' or shown.
 */
interface VirtualRankingTableProps<Row> {
  caption: ReactNode;
  scrollLabel: string;
  className?: string;
  columns: readonly RankingColumn<Row>[];
  /** How many rows the whole ranking has, loaded or not. */
  total: number;
  /** Row `index` when it is loaded; a placeholder row of the same height is shown until then. */
  rowAt: (index: number) => Row | undefined;
  rowKey: (row: Row) => number | string;
  isGekozen?: (row: Row) => boolean;
  /** The rows on screen (and just beyond) changed: first and last index, inclusive. */
  onRangeChange: (first: number, last: number) => void;
  /** A row to outline (a search hit that was picked). */
  markedIndex?: number;
  rowsRef?: RefObject<VirtualRows | null>;
}

/** Until the first row is measured: a row of one line with the table's padding. */
const FIRST_ESTIMATE_PX = 41;
/** Rows rendered beyond the window at either end. */
const OVERSCAN = 8;
/** A phone's window (390 by 844): the rows of the first screen, before anything is measured. */
const FIRST_WINDOW = { width: 390, height: 844 };
const nobody = () => false;

/**
 * A long ranking (thousands of rows) as one accessible table that scrolls with the page, rendering
 * only the rows near the window: a spacer row above and below stands in for the rest, and
 * aria-rowcount / aria-rowindex tell assistive technology where each rendered row is.
 */
export function VirtualRankingTable<Row>({
  caption,
  scrollLabel,
  className = 'table',
  columns,
  total,
  rowAt,
  rowKey,
  isGekozen = nobody,
  onRangeChange,
  markedIndex,
  rowsRef,
}: VirtualRankingTableProps<Row>) {
  const tbodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the list starts on the page: the window scrolls, the list is some way down it.
  const [margin, setMargin] = useState(0);
  const [rowHeight, setRowHeight] = useState(FIRST_ESTIMATE_PX);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const measure = () => {
      const body = tbodyRef.current;
      if (body) setMargin(Math.round(body.getBoundingClientRect().top + window.scrollY));
      setWidth(window.innerWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count: total,
    estimateSize: useCallback(() => rowHeight, [rowHeight]),
    overscan: OVERSCAN,
    scrollMargin: margin,
    // The first render assumes a phone's window at the top of the page, on the server (its first
    // screen, decision 031) and in the browser alike: hydration finds the same rows, and the
    // measurements in the effects then set the real range.
    initialRect: FIRST_WINDOW,
    initialOffset: 0,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);

  // The rendered rows tell the height of all (one line, or two on a phone): measured when the
  // first rows are there and again when the window's width changes.
  const hasRows = items.length > 0;
  useLayoutEffect(() => {
    const rows = tbodyRef.current?.querySelectorAll<HTMLElement>('tr[data-index]') ?? [];
    const heights = [...rows]
      .map((row) => row.getBoundingClientRect().height)
      .sort((a, b) => a - b);
    const typical = heights[Math.floor(heights.length / 2)];
    if (typical) setRowHeight((current) => (Math.abs(typical - current) > 0.5 ? typical : current));
  }, [hasRows, width]);

  const firstIndex = first?.index ?? 0;
  const lastIndex = last?.index ?? -1;
  useEffect(() => {
    if (lastIndex >= firstIndex) onRangeChange(firstIndex, lastIndex);
  }, [firstIndex, lastIndex, onRangeChange]);

  useEffect(() => {
    if (!rowsRef) return;
    rowsRef.current = {
      topOf(index) {
        const rendered = tbodyRef.current?.querySelector(`tr[data-index="${index}"]`);
        if (rendered) return rendered.getBoundingClientRect().top + window.scrollY;
        return virtualizer.measurementsCache[index]?.start ?? margin + index * rowHeight;
      },
    };
  });

  const before = first ? first.start - margin : 0;
  const after = last ? Math.max(virtualizer.getTotalSize() - (last.end - margin), 0) : 0;
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} className={styles.spacer} aria-hidden="true" style={{ height }}>
        <td colSpan={columns.length} />
      </tr>
    ) : null;

  return (
    <TableScroll label={scrollLabel}>
      <table className={`${className} ${rankingClass} ${styles.virtual}`} aria-rowcount={total + 1}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column, i) => (
              <th
                key={i}
                scope="col"
                className={columnClass(column.headerClassName, column.telefoon)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={tbodyRef}>
          {spacer(before, 'boven')}
          {items.map((item) => {
            const row = rowAt(item.index);
            const stripe = item.index % 2 === 1 ? styles.stripe : undefined;
            const marked = item.index === markedIndex ? styles.marked : undefined;
            const classes = [stripe, marked].filter(Boolean).join(' ') || undefined;
            return row === undefined ? (
              <tr
                key={`laden-${item.index}`}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                aria-busy="true"
                className={[styles.skeleton, stripe].filter(Boolean).join(' ')}
              >
                {columns.map((column, i) => (
                  <td key={i} className={columnClass(column.className, column.telefoon)}>
                    {i === 0 ? <span className="sr-only">Wordt geladen</span> : null}
                    <span className={styles.bone} aria-hidden="true">
                      {'\u00a0'}
                    </span>
                    {column.className?.split(' ').includes('name') ? (
                      <span className={subLineClass} aria-hidden="true">
                        <span className={`${styles.bone} ${styles.subBone}`}>{'\u00a0'}</span>
                      </span>
                    ) : null}
                  </td>
                ))}
              </tr>
            ) : (
              <tr
                key={rowKey(row)}
                data-index={item.index}
                data-rij={rowKey(row)}
                aria-rowindex={item.index + 2}
                {...gekozenRowProps(isGekozen(row), classes)}
              >
                {columns.map((column, i) => (
                  <td key={i} className={columnClass(column.className, column.telefoon)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {spacer(after, 'onder')}
        </tbody>
      </table>
    </TableScroll>
  );
}
