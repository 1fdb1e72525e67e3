import { useId } from 'react';
import comboboxStyles from '../../components/ui/combobox.module.css';
import { keuzeLabel } from './match';
import { useGekozenDeelnemer } from './use-gekozen-deelnemer';
import styles from './deelnemer-search.module.css';

/**
 * The search box while its chunk loads: the Combobox's frame with the same label, classes and
 * text (the chosen participant, if any), read-only, so the header does not move when it swaps.
 */
export function SearchPlaceholder({ metLoopbaan }: { metLoopbaan: boolean }) {
  const id = useId();
  const { keuze } = useGekozenDeelnemer();
  // The room the career link will take, as the box keeps it (the text's end stays put).
  const loopbaan = metLoopbaan && keuze?.persoonId !== undefined;
  return (
    <div className={`${comboboxStyles.combobox} ${styles.field}`}>
      <label htmlFor={id} className="sr-only">
        Kies een deelnemer
      </label>
      <div className={comboboxStyles.frame}>
        <input
          id={id}
          className={`${comboboxStyles.input} ${styles.input}${loopbaan ? ` ${styles.metLoopbaan}` : ''}`}
          type="text"
          readOnly
          placeholder="Zoek deelnemer of team"
          value={keuze ? keuzeLabel(keuze) : ''}
        />
        <p className={comboboxStyles.status}>
          <span className="sr-only" />
        </p>
      </div>
    </div>
  );
}
