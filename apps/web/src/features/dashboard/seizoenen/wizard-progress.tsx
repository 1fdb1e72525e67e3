import { WIZARD_STEPS } from './wizard-step';
import styles from './seizoenen.module.css';

interface WizardProgressProps {
  current: number;
  /** Back to an earlier step. */
  onGoTo: (step: number) => void;
}

/** The steps in a row: the ones done can be opened again, the current one is marked. */
export function WizardProgress({ current, onGoTo }: WizardProgressProps) {
  return (
    <ol className={styles.progress} aria-label="Stappen">
      {WIZARD_STEPS.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        const content = (
          <>
            <span className={styles.progressNumber}>{index + 1}</span>
            <span className={styles.progressTitle}>{title}</span>
          </>
        );
        return (
          <li
            key={title}
            className={styles.progressStep}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {state === 'done' ? (
              <button type="button" onClick={() => onGoTo(index)}>
                {content}
              </button>
            ) : (
              <span>{content}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
