import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HistoryIcon } from '../../components/icons';
import { Combobox } from '../../components/ui/combobox';
import { useSeizoen } from '../../lib/seizoen';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { deelnemersQuery } from './api';
import { keuzeLabel, MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS, zoekDeelnemers } from './match';
import { useKeuzeActions } from './use-keuze-actions';
import { useGekozenDeelnemer } from './use-gekozen-deelnemer';
import styles from './deelnemer-search.module.css';

/**
 * The participant search box (docs/spec.md sections 2, 5, 9): the ui Combobox with a list of at
 * most 10 suggestions after a 200 ms pause and 2 characters. Only a suggestion can be chosen;
 * free text is dropped on blur. Emptying the box clears the choice. It searches the participants
 * of the season the page shows; `loopbaanPad` (given by the app) links the choice to their career.
 * A chunk of its own (with Downshift), loaded by deelnemer-search.tsx right after the first render.
 */
export default function DeelnemerSearchBox({
  loopbaanPad,
}: {
  loopbaanPad?: ((persoonId: number) => string) | undefined;
}) {
  const { keuze: gekozen } = useGekozenDeelnemer();
  const { id: seizoen } = useSeizoen();
  const { kies, wis } = useKeuzeActions();
  const [text, setText] = useState('');
  // True from the first keystroke until a choice, Escape or blur; otherwise the box shows the choice.
  const [typing, setTyping] = useState(false);

  const term = useDebouncedValue(typing ? text.trim() : '', SEARCH_DEBOUNCE_MS);
  const searching = typing && term.length >= MIN_SEARCH_LENGTH;
  const deelnemers = useQuery({ ...deelnemersQuery(seizoen), enabled: searching });
  const suggestions = useMemo(
    () => (searching && deelnemers.data ? zoekDeelnemers(deelnemers.data, term) : []),
    [searching, deelnemers.data, term],
  );
  const shown = typing ? text : gekozen ? keuzeLabel(gekozen) : '';
  const loopbaan =
    gekozen?.persoonId !== undefined && !typing && loopbaanPad
      ? loopbaanPad(gekozen.persoonId)
      : null;

  const stopTyping = () => {
    setTyping(false);
    setText('');
  };
  const choose = (d: (typeof suggestions)[number]) => {
    stopTyping();
    kies(d);
  };

  let status = '';
  if (searching && deelnemers.isFetching && !deelnemers.data) status = 'Zoeken…';
  else if (searching && deelnemers.data) {
    status =
      suggestions.length > 0
        ? `${suggestions.length} ${suggestions.length === 1 ? 'deelnemer' : 'deelnemers'} gevonden`
        : 'Geen deelnemer gevonden';
  }

  return (
    <Combobox
      label="Kies een deelnemer"
      labelHidden
      listLabel="Gevonden deelnemers"
      className={styles.field}
      inputClassName={loopbaan ? `${styles.input} ${styles.metLoopbaan}` : styles.input}
      placeholder="Zoek deelnemer of team"
      items={suggestions}
      itemKey={(d) => d.id}
      itemText={keuzeLabel}
      renderItem={(d) => (
        <>
          <span className={styles.name}>{d.name}</span> - {d.teamName}
        </>
      )}
      inputValue={shown}
      onInputValueChange={(value) => {
        setText(value);
        setTyping(true);
        if (value.trim() === '' && gekozen) wis();
      }}
      onSelect={choose}
      onEscape={() => {
        if (typing) stopTyping();
      }}
      onBlur={stopTyping}
      // Always a span, so the line keeps its place under the box (the header's height).
      status={
        status === 'Geen deelnemer gevonden' ? (
          <span className={styles.status}>{status}</span>
        ) : (
          <span className="sr-only">{status}</span>
        )
      }
    >
      {gekozen && loopbaan ? (
        <Link
          to={loopbaan}
          className={styles.loopbaan}
          aria-label={`Alle seizoenen van ${gekozen.name}`}
          title={`Alle seizoenen van ${gekozen.name}`}
        >
          <HistoryIcon />
        </Link>
      ) : null}
      {gekozen && !typing ? (
        <button type="button" className={styles.clear} aria-label="Keuze wissen" onClick={wis}>
          ×
        </button>
      ) : null}
    </Combobox>
  );
}
