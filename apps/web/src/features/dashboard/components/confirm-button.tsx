import { useEffect, useRef, useState } from 'react';

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
      <button
        type="button"
        className="button button--small button--secondary"
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <span className="confirm" role="group" aria-label={question}>
      <span className="confirm__question">{question}</span>
      <button
        ref={confirmRef}
        type="button"
        className={`button button--small ${danger ? 'button--danger' : ''}`}
        onClick={() => {
          setAsking(false);
          void onConfirm();
        }}
      >
        {confirmLabel ?? label}
      </button>
      <button
        type="button"
        className="button button--small button--secondary"
        onClick={() => setAsking(false)}
      >
        Annuleren
      </button>
    </span>
  );
}
