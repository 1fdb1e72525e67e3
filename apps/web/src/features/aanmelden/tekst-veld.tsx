import { useId, type HTMLAttributes } from 'react';
import styles from './tekst-veld.module.css';

interface TekstVeldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's problems with this field, shown under it. */
  errors: readonly string[];
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Offered while typing (a datalist): the existing teams. */
  suggestions?: readonly string[];
}

/** One labelled input with its hint and problems, tied together for screen readers. */
export function TekstVeld({
  label,
  value,
  onChange,
  errors,
  hint,
  type = 'text',
  inputMode,
  autoComplete,
  suggestions,
}: TekstVeldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', errors.length ? `${id}-fout` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field ${styles.veld}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={described || undefined}
        list={suggestions && suggestions.length > 0 ? `${id}-lijst` : undefined}
      />
      {suggestions && suggestions.length > 0 ? (
        <datalist id={`${id}-lijst`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      {errors.length > 0 ? (
        <p id={`${id}-fout`} className="field-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
