import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { searchPlayers, type Candidate } from './player-search';
import styles from './uitslag-editor.module.css';

export interface AddCandidate extends Candidate {
  club: string;
}

interface AddPlayerProps {
  /** The players of both clubs not in the grid yet. */
  candidates: readonly AddCandidate[];
  onAdd: (playerId: number) => void;
}

/**
 * 'Speler toevoegen': an ARIA 1.2 combobox over the players not shown in the grid. Enter adds
 * the highlighted (else the first) suggestion as played; a typo suggests the closest names.
 */
export function AddPlayer({ candidates, onAdd }: AddPlayerProps) {
  const ids = { input: useId(), list: useId(), status: useId() };
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const { options, message } = useMemo(() => searchPlayers(candidates, text), [candidates, text]);
  const open = options.length > 0;
  const optionId = (i: number) => `${ids.list}-${i}`;

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    onAdd(option.playerId);
    setText('');
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      // Never submits the result form; adds the highlighted or first suggestion.
      event.preventDefault();
      choose(Math.max(active, 0));
    } else if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      setText('');
      setActive(-1);
    }
  };

  return (
    <div className={styles.addPlayer}>
      <label htmlFor={ids.input}>Speler toevoegen</label>
      <input
        id={ids.input}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={ids.list}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={ids.status}
        autoComplete="off"
        spellCheck={false}
        placeholder="Naam van een invaller…"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={ids.list}
        role="listbox"
        aria-label="Spelers"
        hidden={!open}
        className={styles.options}
      >
        {options.map((o, i) => (
          <li
            key={o.playerId}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Keeps the focus in the box, so Enter and the arrows keep working after a click.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(i)}
          >
            {o.name} <small>({o.club})</small>
          </li>
        ))}
      </ul>
      <p id={ids.status} className={styles.searchStatus} aria-live="polite">
        {message}
      </p>
    </div>
  );
}
