import type { SpelerEventsRow, Wedstrijd } from '@clubelf/contract';
import { TableScroll } from '../../components/table-scroll';
import { formatDate, formatNumber, formatTime, formatWeekday } from '../../lib/format';
import { eventsTekst } from './speler-events';
import { Uitslag } from './uitslag';

function SpelersTabel({ club, spelers }: { club: string; spelers: SpelerEventsRow[] }) {
  return (
    <TableScroll label={`Spelers van ${club}`}>
      <table className="table table--compact">
        <caption>{club}</caption>
        <thead>
          <tr>
            <th scope="col">Speler</th>
            <th scope="col">Positie</th>
            <th scope="col">Gebeurtenissen</th>
            <th scope="col" className="num">
              Punten
            </th>
          </tr>
        </thead>
        <tbody>
          {spelers.map((s) => (
            <tr key={s.playerId}>
              <td className="name">{s.name}</td>
              <td>{s.position}</td>
              <td>{eventsTekst(s)}</td>
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
  const spelers = (w.spelers ?? []).filter((s) => s.played);
  const thuis = spelers.filter((s) => s.side === 'home');
  const uit = spelers.filter((s) => s.side === 'away');
  return (
    <li className="wedstrijd">
      <div className="wedstrijd__head">
        <span className="wedstrijd__club">{w.homeClub}</span>
        <Uitslag homeGoals={w.homeGoals} awayGoals={w.awayGoals} />
        <span className="wedstrijd__club wedstrijd__club--away">{w.awayClub}</span>
      </div>
      <p className="wedstrijd__kickoff muted">
        <time dateTime={w.kickoff}>
          {formatWeekday(w.kickoff)} {formatDate(w.kickoff)} {formatTime(w.kickoff)}
        </time>
      </p>
      {spelers.length > 0 ? (
        <details className="wedstrijd__spelers">
          <summary>Spelers en punten</summary>
          <SpelersTabel club={w.homeClub} spelers={thuis} />
          <SpelersTabel club={w.awayClub} spelers={uit} />
        </details>
      ) : null}
    </li>
  );
}
