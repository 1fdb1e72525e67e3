import type { ReactNode, TableHTMLAttributes } from 'react';
// Global class names (see table.css): imported for its rules, which Vite keeps only for plain CSS.
import './table.css';

/**
 * Wide tables scroll sideways inside this box on a phone instead of stretching the page. It is
 * focusable so keyboard users can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export type TableDensity = 'normal' | 'compact' | 'wide';

/** The classes of a table: `.table` and its density, then the place's own. */
export function tableClass(density: TableDensity = 'normal', className?: string) {
  return ['table', density === 'normal' ? '' : `table--${density}`, className ?? '']
    .filter(Boolean)
    .join(' ');
}

interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** The scroll box's name for screen readers ("Tabel: …"). */
  label: string;
  density?: TableDensity;
}

/** A table in its scroll box: the one way to show rows of data. */
export function Table({ label, density, className, children, ...rest }: TableProps) {
  return (
    <TableScroll label={label}>
      <table className={tableClass(density, className)} {...rest}>
        {children}
      </table>
    </TableScroll>
  );
}
