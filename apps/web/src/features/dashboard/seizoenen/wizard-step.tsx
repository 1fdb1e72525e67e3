import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cardClass } from '../../../components/card';
import styles from './seizoenen.module.css';
import formStyles from '../components/form.module.css';

export const WIZARD_STEPS = [
  'Naam en speelrondes',
  'Clubs en spelers',
  'Deelnemers',
  'Spelregels en teksten',
  'Overzicht',
] as const;

interface WizardStepProps {
  /** 0-based. */
  index: number;
  /** Move the focus to the step's heading (after going to another step). */
  focus: boolean;
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
  busy?: boolean;
  /** Above the buttons (the answer to the last attempt). */
  status?: ReactNode;
  children: ReactNode;
}

/** One step of the new-season wizard: a form whose submit goes on; Enter works as Volgende. */
export function WizardStep({
  index,
  focus,
  onBack,
  onNext,
  nextLabel = 'Volgende',
  busy = false,
  status,
  children,
}: WizardStepProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onNext();
  }

  return (
    <form
      className={`${cardClass.card} ${styles.wizardStep}`}
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={cardClass.title}>
        Stap {index + 1} van {WIZARD_STEPS.length}: {WIZARD_STEPS[index]}
      </h2>
      <div className={cardClass.body}>
        {children}
        {status}
        <div className={`${formStyles.actions} ${styles.wizardActions}`}>
          {onBack ? (
            <Button variant="secondary" disabled={busy} onClick={onBack}>
              Vorige
            </Button>
          ) : null}
          <Button type="submit" disabled={busy}>
            {nextLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
