import type { CheckState } from '../lib/use-regel-check';
import styles from './regel-check-view.module.css';
import { fieldErrorClass } from './ui/field';

interface RegelCheckViewProps {
  state: CheckState;
  /** Player names for the ids a broken rule lists. */
  nameOf: (playerId: number) => string;
  okText: string;
}

/** The live check's answer: every broken rule by name, or that all is well. */
export function RegelCheckView({ state, nameOf, okText }: RegelCheckViewProps) {
  return (
    <div className={styles.check} role="status" aria-live="polite">
      {state.kind === 'checking' ? <p className="muted">Regels worden gecontroleerd…</p> : null}
      {state.kind === 'failed' ? <p className={fieldErrorClass}>{state.message}</p> : null}
      {state.kind === 'done' && state.check.valid ? <p className={styles.ok}>✓ {okText}</p> : null}
      {state.kind === 'done' && !state.check.valid ? (
        <div className={styles.fouten}>
          <p className={styles.title}>Deze regels kloppen nog niet:</p>
          <ul>
            {state.check.fouten.map((fout) => (
              <li key={`${fout.rule}-${fout.message}`} data-rule={fout.rule}>
                {fout.message}
                {fout.playerIds.length > 0 ? (
                  <span className={styles.names}> ({fout.playerIds.map(nameOf).join(', ')})</span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
