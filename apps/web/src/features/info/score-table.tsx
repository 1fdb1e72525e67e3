import type { Reglement } from '@clubelf/contract';
import { POSITIES } from '@clubelf/contract/constants';
import { TableScroll } from '../../components/ui/table';
import styles from './score-table.module.css';

const punten = (n: number | undefined) => (n === undefined ? '-' : n > 0 ? `+${n}` : String(n));

/**
 * The points per event and position, as the organiser set them for this season. On a phone the
 * four positions are their first letter (a legend under the table names them), so every column
 * fits the screen; a screen reader reads the full name in each header.
 */
export function ScoreTable({ rows }: { rows: Reglement['scoreTable'] }) {
  return (
    <>
      <TableScroll label="Puntentelling">
        <table className={`table ${styles.tabel}`}>
          <caption>Punten per speler per wedstrijd</caption>
          <thead>
            <tr>
              <th scope="col">Gebeurtenis</th>
              {POSITIES.map((p) => (
                <th key={p} scope="col" className={`num ${styles.positie}`}>
                  <span className={styles.kort} aria-hidden="true">
                    {p[0]}
                  </span>
                  <span className={styles.lang}>{p}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.event}>
                <th scope="row">{row.label}</th>
                {POSITIES.map((p) => (
                  <td key={p} className={`num ${(row.points[p] ?? 0) < 0 ? 'negative' : ''}`}>
                    {punten(row.points[p])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {/* The headers already read in full to a screen reader: the legend is for the eye. */}
      <p className={styles.legenda} aria-hidden="true">
        {POSITIES.map((p) => `${p[0]} = ${p}`).join(' · ')}
      </p>
    </>
  );
}
