import type { BekerDuel, BekerEntrant, BekerRondeDetail } from '@clubelf/contract';
import { gekozenRowProps } from './gekozen-row';
import styles from './duel-list.module.css';
import { DeelnemerLink } from './table-links';
import { formatNumber, formatOneDecimal } from '../lib/format';

interface DuelListProps {
  /** The team cup's scores are averages, with one decimal. */
  kind: BekerRondeDetail['kind'];
  duels: readonly BekerDuel[];
  isGekozen: (entrant: BekerEntrant) => boolean;
}

const beslistTekst = (duel: BekerDuel, fmt: (n: number) => string): string | null => {
  if (duel.decidedBy === 'totaal' && duel.firstTotal !== null && duel.secondTotal !== null) {
    return `Gelijke score: beslist op totaalscore (${fmt(duel.firstTotal)} - ${fmt(duel.secondTotal)}).`;
  }
  if (duel.decidedBy === 'loting') return 'Gelijke score en totaalscore: beslist door de loting.';
  return null;
};

/*
 * The plain names beside the module's classes (duel, duel__side, duel__name, duel__score,
 * is-winner) carry no rule: the browser tests find the duels and their sides by them.
 */
function Side({
  entrant,
  score,
  winner,
  fmt,
  isDeelnemer,
}: {
  entrant: BekerEntrant;
  score: number | null;
  winner: boolean;
  fmt: (n: number) => string;
  /** A beker entrant is a participant, whose name leads to their page; a team has no page. */
  isDeelnemer: boolean;
}) {
  return (
    <div className={`${styles.side} duel__side ${winner ? `${styles.winner} is-winner` : ''}`}>
      <span className={`${styles.name} duel__name`}>
        {isDeelnemer ? <DeelnemerLink id={entrant.id} name={entrant.name} /> : entrant.name}
        {entrant.teamName ? <span className={styles.team}> ({entrant.teamName})</span> : null}
        {winner ? <span className="sr-only"> (winnaar)</span> : null}
      </span>
      <span className={`${styles.score} duel__score`}>{score === null ? '-' : fmt(score)}</span>
    </div>
  );
}

/** The duels of a cup round, winners marked; the public round page and the dashboard's draw. */
export function DuelList({ kind, duels, isGekozen }: DuelListProps) {
  const fmt = kind === 'teambeker' ? formatOneDecimal : formatNumber;
  return (
    <ol className={styles.list}>
      {duels.map((duel) => {
        const note = beslistTekst(duel, fmt);
        return (
          <li
            key={`${duel.first.id}-${duel.second.id}`}
            {...gekozenRowProps(
              isGekozen(duel.first) || isGekozen(duel.second),
              `${styles.duel} duel`,
            )}
          >
            <Side
              entrant={duel.first}
              score={duel.firstScore}
              winner={duel.winnerId === duel.first.id}
              fmt={fmt}
              isDeelnemer={kind === 'beker'}
            />
            <Side
              entrant={duel.second}
              score={duel.secondScore}
              winner={duel.winnerId === duel.second.id}
              fmt={fmt}
              isDeelnemer={kind === 'beker'}
            />
            {note ? <p className={styles.note}>{note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
