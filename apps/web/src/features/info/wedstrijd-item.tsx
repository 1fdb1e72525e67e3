import type { SpelerEventsRow, Wedstrijd } from '@clubelf/contract';
import { Link } from 'react-router';
import { TableScroll } from '../../components/ui/table';
import { formatDate, formatNumber, formatTime, formatWeekday } from '../../lib/format';
import { useSiteLinks } from '../../lib/site-links';
import { eventsTekst } from './speler-events';
import styles from './wedstrijd-item.module.css';
import { Uitslag } from './uitslag';

/**
 * One side's players: the name and the points first, so a phone shows both; the position and
 * what he did on a second line.
 */
function SpelersTabel({ club, spelers }: { club: string; spelers: SpelerEventsRow[] }) {
  const links = useSiteLinks();
  return (
    <TableScroll label={`Spelers van ${club}`}>
      <table className="table table--compact">
        <caption>{club}</caption>
        <thead>
          <tr>
            <th scope="col">Speler</th>
            <th scope="col" className="num">
              Punten
            </th>
          </tr>
        </thead>
        <tbody>
          {spelers.map((s) => (
            <tr key={s.playerId}>
              <td className="name">
                <Link to={links.speler(s.playerId)}>{s.name}</Link>
                <span className={styles.detail}>
                  {s.position} · {eventsTekst(s)}
                </span>
              </td>
              <td className="num strong">{formatNumber(s.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** One match: clubs, score, kick-off, and (folded away) every player's events and points. */
export function WedstrijdItem({ wedstrijd: w }: { wedstrijd: Wedstrijd }) {
  const links = useSiteLinks();
  const spelers = (w.spelers ?? []).filter((s) => s.played);
  const thuis = spelers.filter((s) => s.side === 'home');
  const uit = spelers.filter((s) => s.side === 'away');
  // The plain "wedstrijd" class: the browser tests find a match by it.
  return (
    <li className={`wedstrijd ${styles.wedstrijd}`}>
      <div className={styles.head}>
        <Link to={links.club(w.homeClubId)}>{w.homeClub}</Link>
        <Uitslag homeGoals={w.homeGoals} awayGoals={w.awayGoals} />
        <Link className={styles.away} to={links.club(w.awayClubId)}>
          {w.awayClub}
        </Link>
      </div>
      <p className={`${styles.kickoff} muted`}>
        <time dateTime={w.kickoff}>
          {formatWeekday(w.kickoff)} {formatDate(w.kickoff)} {formatTime(w.kickoff)}
        </time>
      </p>
      {spelers.length > 0 ? (
        <details className={styles.spelers}>
          <summary>Spelers en punten</summary>
          <SpelersTabel club={w.homeClub} spelers={thuis} />
          <SpelersTabel club={w.awayClub} spelers={uit} />
        </details>
      ) : null}
    </li>
  );
}
