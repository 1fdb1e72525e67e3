import type { BekerDuel } from '@clubelf/contract';
import { Link } from 'react-router';
import { useSiteLinks } from '../../lib/site-links';
import type { BekerKind } from './api';
import styles from './beker-schema.module.css';
import { bracketSides, NOG_TE_SPELEN } from './bracket-rows';

/** One duel of the bracket: both sides with their score, the winner marked. */
export function BracketDuel({ kind, duel }: { kind: BekerKind; duel: BekerDuel }) {
  const links = useSiteLinks();
  const { sides, note } = bracketSides(duel, kind);
  return (
    <li className={styles.duel}>
      {sides.map((side) => (
        <div
          key={side.entrant.id}
          className={`${styles.side} ${side.isWinner ? styles.winner : ''}`}
        >
          <span className={styles.name}>
            {/* Participants have a page; teams do not (yet). */}
            {kind === 'beker' ? (
              <Link to={links.deelnemer(side.entrant.id)}>{side.entrant.name}</Link>
            ) : (
              side.entrant.name
            )}
            {side.isWinner ? (
              <span className={styles.winnerMark}>
                <span aria-hidden="true">✓</span>
                <span className="sr-only"> (winnaar)</span>
              </span>
            ) : null}
            {side.entrant.teamName ? (
              <span className={styles.team}>{side.entrant.teamName}</span>
            ) : null}
          </span>
          <span className={`${styles.score} ${side.score === NOG_TE_SPELEN ? styles.pending : ''}`}>
            {side.score}
          </span>
        </div>
      ))}
      {note ? <p className={styles.note}>{note}</p> : null}
    </li>
  );
}
