import type { UitslagSpeler } from '@clubelf/contract';
import { Fragment, useRef, type KeyboardEvent } from 'react';
import { numberText, inputNumber } from '../api/number-problems';
import { EVENT_COLUMNS, setEvent, type EventsRow } from './event-columns';
import { moveInGrid } from './grid-navigation';
import styles from './events-grid.module.css';
import badgeStyles from '../components/badge.module.css';
import { fieldErrorClass } from '../../../components/ui/field';

const POSITIE_AFKORTING = {
  Keeper: 'K',
  Verdediger: 'V',
  Middenvelder: 'M',
  Aanvaller: 'A',
} as const;

interface EventsGridProps {
  spelers: readonly UitslagSpeler[];
  rows: readonly EventsRow[];
  onChange: (index: number, row: EventsRow) => void;
  clubs: { home: string; away: string };
  /** The server's problems per player id. */
  errors: Record<number, string>;
  /** Which rows are in the grid (by default those who played and those added). */
  isShown: (row: EventsRow) => boolean;
}

/**
 * Every player's events in one match, as a spreadsheet-like grid: arrows and Enter move between
 * cells, Space ticks a box, typing a number replaces the cell's value. On a phone each player's
 * row wraps into a small card (every cell with its own label), so nothing scrolls sideways.
 */
export function EventsGrid({ spelers, rows, onChange, clubs, errors, isShown }: EventsGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const visible = spelers
    .map((speler, index) => ({ speler, index, row: rows[index]! }))
    .filter(({ row }) => isShown(row));

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const target = event.target as HTMLInputElement;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const row = Number(target.dataset.row);
    const col = Number(target.dataset.col);
    if (!Number.isInteger(row) || !Number.isInteger(col)) return;
    const next = moveInGrid({ row, col }, event.key, visible.length, EVENT_COLUMNS.length);
    if (!next) return;
    event.preventDefault();
    tableRef.current
      ?.querySelector<HTMLInputElement>(`[data-row="${next.row}"][data-col="${next.col}"]`)
      ?.focus();
  }

  return (
    <div
      className={`table-scroll ${styles.scroll}`}
      role="region"
      aria-label="Spelersgebeurtenissen"
      tabIndex={-1}
    >
      <table className={`table table--compact ${styles.grid}`} ref={tableRef} onKeyDown={onKeyDown}>
        <caption className="sr-only">
          Gebeurtenissen per speler. Pijltjestoetsen en Enter gaan naar een andere cel; spatie vinkt
          aan.
        </caption>
        <thead>
          <tr>
            <th scope="col">Speler</th>
            {EVENT_COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="num">
                <abbr title={c.full}>{c.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visible.length === 0 ? (
            <tr>
              <td colSpan={EVENT_COLUMNS.length + 1} className={styles.empty}>
                Nog niemand staat als gespeeld. Voeg spelers toe of kies Alle spelers tonen.
              </td>
            </tr>
          ) : null}
          {visible.map(({ speler, index, row }, visibleIndex) => {
            const sideHeader =
              speler.side !== visible[visibleIndex - 1]?.speler.side ? (
                <tr className={styles.side}>
                  <th scope="colgroup" colSpan={EVENT_COLUMNS.length + 1}>
                    <span className={styles.sideName}>
                      {speler.side === 'home' ? `Thuis: ${clubs.home}` : `Uit: ${clubs.away}`}
                    </span>
                  </th>
                </tr>
              ) : null;
            const error = errors[speler.playerId];
            return (
              <Fragment key={speler.playerId}>
                {sideHeader}
                <tr
                  className={`${row.played ? styles.played : ''} ${error ? styles.hasError : ''}`}
                >
                  <th scope="row" className={styles.name}>
                    <span className={styles.pos} title={speler.position}>
                      {POSITIE_AFKORTING[speler.position]}
                    </span>{' '}
                    {speler.name}
                    {speler.status !== 'actief' ? (
                      <span className={`${badgeStyles.badge} ${badgeStyles.warn} ${styles.badge}`}>
                        {speler.status}
                      </span>
                    ) : null}
                    {error ? (
                      <span className={`${fieldErrorClass} ${styles.error}`}>{error}</span>
                    ) : null}
                  </th>
                  {EVENT_COLUMNS.map((c, col) => {
                    const common = {
                      'data-row': visibleIndex,
                      'data-col': col,
                      'aria-label': `${c.full}, ${speler.name}`,
                    };
                    return (
                      <td key={c.key} className="num" data-label={c.short}>
                        {c.kind === 'flag' ? (
                          <input
                            {...common}
                            type="checkbox"
                            checked={c.key === 'yellow' ? row.yellow > 0 : row[c.key]}
                            onChange={(e) =>
                              onChange(index, setEvent(row, c.key, e.target.checked))
                            }
                          />
                        ) : (
                          <input
                            {...common}
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={20}
                            step={1}
                            value={numberText(row[c.key])}
                            onFocus={(e) => e.target.select()}
                            onChange={(e) =>
                              onChange(index, setEvent(row, c.key, inputNumber(e.target.value)))
                            }
                          />
                        )}
                      </td>
                    );
                  })}
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
