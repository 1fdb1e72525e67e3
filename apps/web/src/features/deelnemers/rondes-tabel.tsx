import type { Deelnemer } from '@clubelf/contract';
import { TableScroll } from '../../components/table-scroll';
import { formatNumber } from '../../lib/format';

/** The chart's numbers as a table, for screen readers and for reading exact values. */
export function RondesTabel({ rounds }: { rounds: Deelnemer['rounds'] }) {
  return (
    <details className="rondes-tabel">
      <summary>Scores en posities als tabel</summary>
      <TableScroll label="Score en positie per speelronde">
        <table className="table table--compact">
          <caption className="sr-only">Score en positie per speelronde</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                Speelronde
              </th>
              <th scope="col" className="num">
                Score
              </th>
              <th scope="col" className="num">
                Positie
              </th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((r) => (
              <tr key={r.round}>
                <td className="num">{r.round}</td>
                <td className="num">{formatNumber(r.score)}</td>
                <td className="num">{r.position}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}
