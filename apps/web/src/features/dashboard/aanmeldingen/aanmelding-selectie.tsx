import type { OrganiserSpeler } from '@clubelf/contract';
import { selectieSummary } from '../../../lib/selectie-summary';
import { selectieGroepen } from './selectie-groepen';
import styles from './aanmeldingen.module.css';

interface AanmeldingSelectieProps {
  spelerIds: readonly number[];
  spelers: ReadonlyMap<number, OrganiserSpeler>;
  /** Players a broken rule names: marked in the list. */
  foutIds: ReadonlySet<number>;
  /** Open on arrival: the organiser still has to decide on it. */
  open: boolean;
}

/** The enrolment's 11 by position, with club, the ones a broken rule names marked. */
export function AanmeldingSelectie({ spelerIds, spelers, foutIds, open }: AanmeldingSelectieProps) {
  const groepen = selectieGroepen(spelerIds, spelers);
  const known = spelerIds.flatMap((id) => spelers.get(id) ?? []);
  const { formation } = selectieSummary(known);
  const count = spelerIds.length;
  return (
    <details className={styles.selectie} open={open}>
      <summary>
        Selectie: {count} {count === 1 ? 'speler' : 'spelers'}
        {known.length === 11 ? ` (${formation})` : ''}
      </summary>
      <dl className={styles.groepen}>
        {groepen.map((groep) => (
          <div key={groep.label} className={styles.groep}>
            <dt>{groep.label}</dt>
            <dd>
              <ul className={styles.spelers}>
                {groep.spelers.map((s) => (
                  <li
                    key={s.id}
                    className={`${styles.speler} ${foutIds.has(s.id) ? styles.fout : ''}`}
                  >
                    <span>{s.name}</span>
                    {s.clubName ? <span className={styles.club}> · {s.clubName}</span> : null}
                    {foutIds.has(s.id) ? (
                      <span className="sr-only"> (breekt een regel)</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
