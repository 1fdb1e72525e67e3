import type { Deelnemer } from '@clubelf/contract';
import { Link } from 'react-router';
import { TableScroll } from '../../components/ui/table';
import { formatNumber } from '../../lib/format';
import { useSiteLinks } from '../../lib/site-links';

/** Every round played: its score and the position after it; the round leads to its matches. */
export function DeelnemerRondes({ rounds }: { rounds: Deelnemer['rounds'] }) {
  const links = useSiteLinks();
  return (
    <TableScroll label="Score en positie per speelronde">
      <table className="table table--compact">
        <caption className="sr-only">Score en positie per speelronde</caption>
        <thead>
          <tr>
            <th scope="col">Speelronde</th>
            <th scope="col" className="num">
              Score
            </th>
            <th scope="col" className="num">
              Positie
            </th>
          </tr>
        </thead>
        <tbody>
          {[...rounds].reverse().map((r) => (
            <tr key={r.round}>
              <td>
                <Link to={links.ronde(r.round)}>Speelronde {r.round}</Link>
              </td>
              <td className="num strong">{formatNumber(r.score)}</td>
              <td className="num">{r.position}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
