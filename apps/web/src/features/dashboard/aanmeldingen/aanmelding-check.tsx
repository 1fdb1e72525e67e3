import type { RegelCheck } from '@clubelf/contract';
import styles from './aanmeldingen.module.css';
import alertStyles from '../components/alert.module.css';

/** The rules an enrolment breaks with today's data, each by name, or that it keeps them all. */
export function AanmeldingCheck({
  check,
  nameOf,
}: {
  check: RegelCheck;
  nameOf: (playerId: number) => string;
}) {
  if (check.valid) return <p className={styles.ok}>✓ Voldoet aan de regels</p>;
  return (
    <div className={`${styles.fouten} ${styles.check}`}>
      <p className={alertStyles.title}>Voldoet niet aan de regels:</p>
      <ul>
        {check.fouten.map((fout) => (
          <li key={`${fout.rule}-${fout.message}`} data-rule={fout.rule}>
            {fout.message}
            <Unnamed names={fout.playerIds.map(nameOf)} message={fout.message} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The players a rule names that its message does not already name ('Koen Evers is vertrokken'). */
function Unnamed({ names, message }: { names: string[]; message: string }) {
  const rest = names.filter((name) => !message.includes(name));
  return rest.length > 0 ? <span className="muted"> ({rest.join(', ')})</span> : null;
}
