import { useId } from 'react';
import { RONDE_STATE_LABELS, type RondeState } from '../home/season-progress';
import { Button } from '../../../components/ui/button';
import styles from './ronde-select.module.css';

interface RondeSelectProps {
  rondes: readonly { round: number; state: RondeState; count?: number }[];
  value: number;
  onChange: (round: number) => void;
}

/** Choose a speelronde, with its state in the list: 'Speelronde 5 (gespeeld)'. */
export function RondeSelect({ rondes, value, onChange }: RondeSelectProps) {
  const id = useId();
  const index = rondes.findIndex((r) => r.round === value);
  return (
    <div className={styles.select}>
      <div className="field">
        <label htmlFor={id}>Speelronde</label>
        <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
          {rondes.map((r) => (
            <option key={r.round} value={r.round}>
              Speelronde {r.round} ({RONDE_STATE_LABELS[r.state]}
              {r.count === undefined
                ? ''
                : `, ${r.count} ${r.count === 1 ? 'wedstrijd' : 'wedstrijden'}`}
              )
            </option>
          ))}
        </select>
      </div>
      <div className={styles.steps}>
        <Button
          size="sm"
          variant="secondary"
          disabled={index <= 0}
          onClick={() => onChange(rondes[index - 1]!.round)}
        >
          ‹ Vorige
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={index < 0 || index >= rondes.length - 1}
          onClick={() => onChange(rondes[index + 1]!.round)}
        >
          Volgende ›
        </Button>
      </div>
    </div>
  );
}
