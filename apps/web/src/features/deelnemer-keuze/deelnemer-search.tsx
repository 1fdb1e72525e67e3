import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HistoryIcon } from '../../components/icons';
import { useSeizoen } from '../../lib/seizoen';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { deelnemersQuery } from './api';
import { KeuzeHelp } from './keuze-help';
import { keuzeLabel, MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS, zoekDeelnemers } from './match';
import { useKeuzeActions } from './use-keuze-actions';
import { useGekozenDeelnemer } from './use-gekozen-deelnemer';
import styles from './deelnemer-search.module.css';

/**
 * The participant search box (docs/spec.md sections 2, 5, 9): an ARIA 1.2 combobox with a list of at
 * most 10 suggestions after a 200 ms pause and 2 characters. Only a suggestion can be chosen;
 * free text is dropped on blur. Emptying the box clears the choice. It searches the participants
 * of the season the page shows; `loopbaanPad` (given by the app) links the choice to their career.
 */
export function DeelnemerSearch({ loopbaanPad }: { loopbaanPad?: (persoonId: number) => string }) {
  const ids = { input: useId(), list: useId(), status: useId() };
  const { keuze: gekozen } = useGekozenDeelnemer();
  const { id: seizoen } = useSeizoen();
  const { kies, wis } = useKeuzeActions();
  const [text, setText] = useState('');
  // True from the first keystroke until a choice, Escape or blur; otherwise the box shows the choice.
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(-1);

  const term = useDebouncedValue(typing ? text.trim() : '', SEARCH_DEBOUNCE_MS);
  const searching = typing && term.length >= MIN_SEARCH_LENGTH;
  const deelnemers = useQuery({ ...deelnemersQuery(seizoen), enabled: searching });
  const suggestions = useMemo(
    () => (searching && deelnemers.data ? zoekDeelnemers(deelnemers.data, term) : []),
    [searching, deelnemers.data, term],
  );
  const open = suggestions.length > 0;
  const shown = typing ? text : gekozen ? keuzeLabel(gekozen) : '';
  const optionId = (i: number) => `${ids.list}-optie-${i}`;
  const loopbaan =
    gekozen?.persoonId !== undefined && !typing && loopbaanPad
      ? loopbaanPad(gekozen.persoonId)
      : null;

  const stopTyping = () => {
    setTyping(false);
    setText('');
    setActive(-1);
  };
  const choose = (index: number) => {
    const d = suggestions[index];
    if (!d) return;
    stopTyping();
    kies(d);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && typing) {
      event.preventDefault();
      stopTyping();
    }
  };

  let status = '';
  if (searching && deelnemers.isFetching && !deelnemers.data) status = 'Zoeken…';
  else if (searching && deelnemers.data) {
    status = open
      ? `${suggestions.length} ${suggestions.length === 1 ? 'deelnemer' : 'deelnemers'} gevonden`
      : 'Geen deelnemer gevonden';
  }

  return (
    <div className="deelnemer-search" role="search" aria-label="Deelnemer kiezen">
      <label htmlFor={ids.input} className="sr-only">
        Kies een deelnemer
      </label>
      <div className="deelnemer-search__field">
        <input
          id={ids.input}
          className={`deelnemer-search__input${loopbaan ? ` ${styles.metLoopbaan}` : ''}`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={ids.list}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={ids.status}
          autoComplete="off"
          spellCheck={false}
          placeholder="Zoek deelnemer of team"
          value={shown}
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            setTyping(true);
            setActive(-1);
            if (value.trim() === '' && gekozen) wis();
          }}
          onKeyDown={onKeyDown}
          onBlur={stopTyping}
        />
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
          <button
            type="button"
            className="deelnemer-search__clear"
            aria-label="Keuze wissen"
            onClick={wis}
          >
            ×
          </button>
        ) : null}
        <ul
          id={ids.list}
          role="listbox"
          aria-label="Gevonden deelnemers"
          className="deelnemer-search__list"
          hidden={!open}
        >
          {suggestions.map((d, i) => (
            <li
              key={d.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'is-active' : undefined}
              // Keep the focus in the box so the click is not taken for a blur with free text.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(i)}
            >
              <span className="deelnemer-search__name">{d.name}</span> - {d.teamName}
            </li>
          ))}
        </ul>
        <p id={ids.status} className="deelnemer-search__status" role="status">
          {status === 'Geen deelnemer gevonden' ? (
            status
          ) : (
            <span className="sr-only">{status}</span>
          )}
        </p>
      </div>
      <KeuzeHelp />
    </div>
  );
}
