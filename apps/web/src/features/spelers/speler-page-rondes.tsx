import type { SpelerDetail, SpelerWedstrijd } from '@clubelf/contract';
import { Link } from 'react-router';
import { TableScroll } from '../../components/ui/table';
import { formatNumber } from '../../lib/format';
import { useSiteLinks } from '../../lib/site-links';
import { eventsTekst, Uitslag } from '../info';
import styles from './speler-page.module.css';

function Wedstrijd({ w }: { w: SpelerWedstrijd }) {
  const links = useSiteLinks();
  return (
    <span className={styles.wedstrijd}>
      <span>
        {w.side === 'home' ? 'thuis' : 'uit'} tegen{' '}
        <Link to={links.club(w.opponentClubId)}>{w.opponentClub}</Link>{' '}
        <Uitslag homeGoals={w.homeGoals} awayGoals={w.awayGoals} />
      </span>
      <span className={styles.events}>{eventsTekst(w)}</span>
    </span>
  );
}

/** Every round up to the last with results, newest first: the match, what he did, his points. */
export function SpelerRondes({ rounds }: { rounds: SpelerDetail['rounds'] }) {
  const links = useSiteLinks();
  return (
    // "Tabel: ": the page's section around it has the table's name (axe's landmark-unique).
    <TableScroll label="Tabel: punten per speelronde">
      <table className="table table--compact">
        <caption className="sr-only">Punten per speelronde</caption>
        <thead>
          <tr>
            <th scope="col">Speelronde</th>
            <th scope="col">Wedstrijd</th>
            <th scope="col" className="num">
              Punten
            </th>
          </tr>
        </thead>
        <tbody>
          {[...rounds].reverse().map((r) => (
            <tr key={r.round}>
              <td>
                <Link to={links.ronde(r.round)}>{r.round}</Link>
              </td>
              <td>
                {r.wedstrijden.length === 0 ? (
                  <span className="muted">niet gespeeld</span>
                ) : (
                  r.wedstrijden.map((w) => <Wedstrijd key={w.matchId} w={w} />)
                )}
              </td>
              <td className="num strong">{formatNumber(r.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
