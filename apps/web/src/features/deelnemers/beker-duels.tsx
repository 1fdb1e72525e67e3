import type { DeelnemerBekerDuel } from '@clubelf/contract';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format';
import { useSeizoenPad } from '../../lib/seizoen';
import { useSiteLinks } from '../../lib/site-links';
import styles from './deelnemer-page.module.css';

/** The outcome in words, from the participant's side. */
export function duelUitkomst(duel: DeelnemerBekerDuel): string {
  if (duel.opponent === null) return duel.through === null ? 'vrijgeloot' : 'vrijgeloot, door';
  if (duel.through === null) return 'nog te spelen';
  const loting = duel.decidedBy === 'loting' ? ' (na loting)' : '';
  const totaal = duel.decidedBy === 'totaal' ? ' (op totaalscore)' : '';
  return `${duel.through ? 'door' : 'uitgeschakeld'}${totaal}${loting}`;
}

const score = (n: number | null) => (n === null ? '-' : formatNumber(n));

/** The participant's beker duels, first round first: opponent, scores and who went through. */
export function BekerDuels({ duels }: { duels: readonly DeelnemerBekerDuel[] }) {
  const links = useSiteLinks();
  const pad = useSeizoenPad();
  return (
    <ul className={styles.duels}>
      {duels.map((duel) => (
        <li key={duel.bekerRondeId} className={styles.duel}>
          <p className={styles.duelHead}>
            <Link to={pad(`/beker/${duel.bekerRondeId}`)}>{duel.rondeName}</Link>
            <span className="muted">
              {' · '}
              <Link to={links.ronde(duel.speelronde)}>speelronde {duel.speelronde}</Link>
            </span>
          </p>
          {duel.opponent === null ? (
            <p>Zonder duel door naar de volgende ronde.</p>
          ) : (
            <p>
              tegen <Link to={links.deelnemer(duel.opponent.id)}>{duel.opponent.name}</Link>
              {duel.opponent.teamName ? (
                <span className="muted"> ({duel.opponent.teamName})</span>
              ) : null}
            </p>
          )}
          <p className={styles.duelResult}>
            {duel.opponent !== null && duel.ownScore !== null ? (
              <span className={styles.duelScore}>
                {score(duel.ownScore)} - {score(duel.opponentScore)}
              </span>
            ) : null}
            <span
              className={
                duel.through === true
                  ? styles.door
                  : duel.through === false
                    ? styles.uit
                    : styles.open
              }
            >
              {duelUitkomst(duel)}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
