import { useId } from 'react';
import styles from './honeypot.module.css';

/**
 * A field people never see and robots fill in (decision 016): the server answers a filled one
 * like a success and stores nothing. Moved off screen rather than display:none (which some
 * robots skip), out of the tab order and of screen readers, and kept out of autofill.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Laat dit veld leeg (het is er om robots te herkennen)</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
