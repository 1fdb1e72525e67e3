import type { GameSettingsBody } from '@clubelf/contract';
import { TableScroll } from '../../../components/ui/table';
import { NumberInput } from '../components/number-input';
import { evenPeriodes } from './game-settings-labels';
import { Button } from '../../../components/ui/button';
import styles from './periodes-field.module.css';
import { fieldErrorClass } from '../../../components/ui/field';

type Periodes = GameSettingsBody['periodes'];

interface PeriodesFieldProps {
  value: Periodes;
  roundCount: number;
  onChange: (value: Periodes) => void;
  errors: Record<string, string>;
  error?: string | undefined;
}

/** The four periods: from and to speelronde each, or an even split in one click. */
export function PeriodesField({ value, roundCount, onChange, errors, error }: PeriodesFieldProps) {
  const set = (index: number, key: 'fromRound' | 'toRound', round: number) =>
    onChange(value.map((p, i) => (i === index ? { ...p, [key]: round } : p)));
  return (
    <fieldset className={styles.periodes}>
      <legend>Periodes (opeenvolgende speelrondes, samen het hele seizoen)</legend>
      <TableScroll label="Periodes">
        <table className="table table--compact">
          <thead>
            <tr>
              <th scope="col">Periode</th>
              <th scope="col">Van speelronde</th>
              <th scope="col">Tot en met speelronde</th>
            </tr>
          </thead>
          <tbody>
            {value.map((p, i) => (
              <tr key={p.nummer}>
                <th scope="row">Periode {p.nummer}</th>
                {(['fromRound', 'toRound'] as const).map((key) => (
                  <td key={key}>
                    <NumberInput
                      aria-label={`Periode ${p.nummer} ${key === 'fromRound' ? 'van' : 'tot en met'} speelronde`}
                      aria-invalid={errors[`${i}.${key}`] ? true : undefined}
                      title={errors[`${i}.${key}`]}
                      min={1}
                      max={roundCount}
                      value={p[key]}
                      onChange={(round) => set(i, key, round)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {error ? <p className={fieldErrorClass}>{error}</p> : null}
      <Button
        size="sm"
        variant="secondary"
        disabled={!Number.isInteger(roundCount) || roundCount < 4}
        onClick={() => onChange(evenPeriodes(roundCount))}
      >
        Gelijk verdelen over {Number.isInteger(roundCount) ? roundCount : '…'} speelrondes
      </Button>
    </fieldset>
  );
}
