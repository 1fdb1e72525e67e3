import { useId, useState } from 'react';
import { STANDARD_FORMATIONS } from './game-settings-labels';
import { Button } from '../../../components/ui/button';
import styles from './formations-field.module.css';
import { fieldErrorClass } from '../../../components/ui/field';

interface FormationsFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

const FORMATION = /^[1-8]-[1-8]-[1-8]$/;

/** The allowed formations: the standard ones to tick, plus any other the organiser adds. */
export function FormationsField({ value, onChange, error }: FormationsFieldProps) {
  const id = useId();
  const [extra, setExtra] = useState('');
  const choices = [
    ...STANDARD_FORMATIONS,
    ...value.filter((f) => !STANDARD_FORMATIONS.includes(f)),
  ];
  const toggle = (formation: string, on: boolean) =>
    onChange(on ? [...value, formation] : value.filter((f) => f !== formation));
  const extraValid =
    FORMATION.test(extra) &&
    extra.split('-').reduce((sum, n) => sum + Number(n), 0) === 10 &&
    !choices.includes(extra);

  return (
    <fieldset className="formations" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Toegestane opstellingen (verdedigers-middenvelders-aanvallers)</legend>
      <div className={styles.choices}>
        {choices.map((formation) => (
          <label key={formation} className={styles.choice}>
            <input
              type="checkbox"
              checked={value.includes(formation)}
              onChange={(e) => toggle(formation, e.target.checked)}
            />
            {formation}
          </label>
        ))}
      </div>
      <div className={styles.extra}>
        <label htmlFor={`${id}-extra`}>Andere opstelling</label>
        <input
          id={`${id}-extra`}
          type="text"
          inputMode="numeric"
          placeholder="bijv. 3-6-1"
          value={extra}
          onChange={(e) => setExtra(e.target.value.trim())}
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={!extraValid}
          onClick={() => {
            onChange([...value, extra]);
            setExtra('');
          }}
        >
          Toevoegen
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
