import { useId } from 'react';
import styles from './keuze-help.module.css';

/**
 * The help popover beside the search box (native popover: light dismiss and Escape built in), a
 * non-modal dialog named by its title.
 */
export function KeuzeHelp() {
  const id = useId();
  const titleId = `${id}-titel`;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        popoverTarget={id}
        aria-label="Uitleg over het kiezen van een deelnemer"
      >
        ?
      </button>
      <div
        id={id}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        className={styles.popover}
      >
        <p id={titleId} className={styles.title}>
          Deelnemer kiezen
        </p>
        <p>
          Kies hier een deelnemer: jezelf of iemand anders. De selectie van die deelnemer wordt dan
          automatisch gevonden in de standen en de beker: de regel wordt gemarkeerd en de pagina
          scrolt ernaartoe.
        </p>
        <p>Typ minstens 2 letters van de naam of de teamnaam en kies een naam uit de lijst.</p>
      </div>
    </>
  );
}
