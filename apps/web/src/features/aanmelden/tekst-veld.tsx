import { useId, type HTMLAttributes } from 'react';
import { Field } from '../../components/ui/field';
import styles from './tekst-veld.module.css';

interface TekstVeldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's problems with this field, shown under it. */
  errors: readonly string[];
  /** Read before typing: between the label and the input. */
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Offered while typing (a datalist): the existing teams. */
  suggestions?: readonly string[];
}

/** One text input of the enrolment form on the one Field, full width and with phone-sized text. */
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
  const listId = useId();
  const offered = suggestions !== undefined && suggestions.length > 0;
  return (
    <Field label={label} hint={hint} hintPlacement="before" error={errors} className={styles.veld}>
      {(control) => (
        <>
          <input
            {...control}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            list={offered ? listId : undefined}
          />
          {offered ? (
            <datalist id={listId}>
              {suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          ) : null}
        </>
      )}
    </Field>
  );
}
