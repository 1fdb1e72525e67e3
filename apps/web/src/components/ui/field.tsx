import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** What the control inside a Field gets: its id and the ties to the hint and the problem. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** The server's problems with this field (a 400's details.problems), shown under it. */
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  /**
   * Where the hint stands: under the control (the default), or between the label and the
   * control, where it is read before typing (the enrolment form: what a name is used for).
   */
  hintPlacement?: 'after' | 'before';
  className?: string | undefined;
  /** The control, given its id and aria attributes: `{(control) => <input {...control} />}`. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * The one way to show a form field: the label, the control, its hint and its problem, tied
 * together for screen readers (aria-describedby, aria-invalid).
 */
export function Field({
  label,
  error,
  hint,
  hintPlacement = 'after',
  className,
  children,
}: FieldProps) {
  const id = useId();
  const problems = (typeof error === 'string' ? [error] : (error ?? [])).filter(Boolean);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problems.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const hintText = hint ? (
    <p id={hintId} className={hintPlacement === 'before' ? styles.hintBefore : styles.hint}>
      {hint}
    </p>
  ) : null;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      {hintPlacement === 'before' ? hintText : null}
      {children({
        id,
        ...(errorId ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hintPlacement === 'after' ? hintText : null}
      {errorId ? (
        <p id={errorId} className={styles.error}>
          {problems.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The look of a field's problem, for one that cannot be a FieldError paragraph (a span in a grid
 * cell, a list item) or sits beside a control of its own.
 */
export const fieldErrorClass = styles.error;

/** A problem that belongs to no single field (under a group of checkboxes, a whole form). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  );
}
