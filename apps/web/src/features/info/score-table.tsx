import type { Reglement } from '@clubelf/contract';
import { TableScroll } from '../../components/table-scroll';

const POSITIES = ['Keeper', 'Verdediger', 'Middenvelder', 'Aanvaller'] as const;

const punten = (n: number | undefined) => (n === undefined ? '-' : n > 0 ? `+${n}` : String(n));

/** The points per event and position, as the organiser set them for this season. */
export function ScoreTable({ rows }: { rows: Reglement['scoreTable'] }) {
  return (
    <TableScroll label="Puntentelling">
      <table className="table table--score">
        <caption>Punten per speler per wedstrijd</caption>
        <thead>
          <tr>
            <th scope="col">Gebeurtenis</th>
            {POSITIES.map((p) => (
              <th key={p} scope="col" className="num">
                {p}
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
  );
}
