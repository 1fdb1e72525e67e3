import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import styles from './confirm-button.module.css';

interface ConfirmButtonProps {
  /** The button's text, e.g. 'Verwijderen'. */
  label: string;
  /** The question asked before doing it. */
  question: string;
  /** The text of the button that does it; the label when left out. */
  confirmLabel?: string;
  onConfirm: () => void | Promise<unknown>;
  disabled?: boolean;
  /** The accessible name when the label alone is not clear in a list ('Verwijderen: Ajax'). */
  ariaLabel?: string;
  danger?: boolean;
}

/** A destructive action asks first, in the page itself, and can be cancelled. */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  onConfirm,
  disabled,
  ariaLabel,
  danger = true,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <Button
        size="sm"
        variant="secondary"
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
    );
  }
  return (
    <span className={styles.confirm} role="group" aria-label={question}>
      <span className={styles.question}>{question}</span>
      <Button
        ref={confirmRef}
        size="sm"
        variant={danger ? 'danger' : 'primary'}
        onClick={() => {
          setAsking(false);
          void onConfirm();
        }}
      >
        {confirmLabel ?? label}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setAsking(false)}>
        Annuleren
      </Button>
    </span>
  );
}
