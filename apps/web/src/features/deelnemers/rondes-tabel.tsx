import type { Deelnemer } from '@clubelf/contract';
import { Link } from 'react-router';
import { TableScroll } from '../../components/ui/table';
import { formatNumber } from '../../lib/format';
import { useSiteLinks } from '../../lib/site-links';
import styles from './rondes-tabel.module.css';

/** The chart's numbers as a table, for screen readers and for reading exact values. */
export function RondesTabel({ rounds }: { rounds: Deelnemer['rounds'] }) {
  const links = useSiteLinks();
  return (
    <details className={styles.rondesTabel}>
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
                <td className="num">
                  <Link to={links.ronde(r.round)}>{r.round}</Link>
                </td>
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
