// Collects the reasons one row is refused, per column, while its cells are converted.
import type { ImportProblem, ImportRow } from '@clubelf/contract';
import type { Converted } from './cell-values';

export class RowCheck {
  readonly problems: ImportProblem[] = [];
  readonly notes: string[] = [];

  constructor(readonly row: number) {}

  refuse(column: string | null, message: string): void {
    this.problems.push({ column, message });
  }

  /** The converted value, or undefined with the reason kept for the column. */
  take<T>(column: string, converted: Converted<T>): T | undefined {
    if (converted.ok) return converted.value;
    this.refuse(column, `${column} ${converted.message}`);
    return undefined;
  }

  get refused(): boolean {
    return this.problems.length > 0;
  }

  result(label: string, action: 'create' | 'replace'): ImportRow {
    return {
      row: this.row,
      label,
      status: this.refused ? 'refused' : 'accepted',
      action: this.refused ? null : action,
      notes: this.refused ? [] : this.notes,
      problems: this.problems,
    };
  }
}
