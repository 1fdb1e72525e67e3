import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { searchEventPlayers, type EventCandidate } from './event-search';
import { EVENT_KINDS, type EventKind } from './match-events';
import styles from './ronde.module.css';

interface EventPickerProps {
  /** Every player of both clubs, with whether he played. */
  candidates: readonly EventCandidate[];
  onAdd: (playerId: number, kind: EventKind) => void;
}

/**
 * 'Gebeurtenis': a kind (one tap, which puts the cursor in the search) and a player picked by a
 * searchable list (an ARIA 1.2 combobox). Enter adds the highlighted (else the first) player;
 * Enter with nothing typed is left to the form, which saves the match, so a match is entered
 * without leaving the keyboard.
 */
export function EventPicker({ candidates, onAdd }: EventPickerProps) {
  const ids = { kind: useId(), input: useId(), list: useId(), status: useId() };
  const inputRef = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<EventKind>('goal');
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const { options, message } = useMemo(
    () => searchEventPlayers(candidates, text),
    [candidates, text],
  );
  const open = options.length > 0;
  const optionId = (i: number) => `${ids.list}-${i}`;

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    onAdd(option.playerId, kind);
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
    } else if (event.key === 'Enter' && text.trim() !== '') {
      event.preventDefault();
      choose(Math.max(active, 0));
    } else if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      setText('');
      setActive(-1);
    }
  };

  return (
    <div className={styles.picker} role="group" aria-label="Gebeurtenis toevoegen">
      <div className={styles.kinds} role="group" aria-labelledby={ids.kind}>
        <span id={ids.kind} className={styles.kindsLabel}>
          Gebeurtenis
        </span>
        {EVENT_KINDS.map((k) => (
          <button
            key={k.kind}
            type="button"
            className={styles.kind}
            aria-pressed={k.kind === kind}
            title={k.label}
            onClick={() => {
              setKind(k.kind);
              inputRef.current?.focus();
            }}
          >
            {k.short}
          </button>
        ))}
      </div>
      <div className={styles.pickerPlayer}>
        <label htmlFor={ids.input}>
          Speler voor: {EVENT_KINDS.find((k) => k.kind === kind)!.label.toLowerCase()}
        </label>
        <input
          ref={inputRef}
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
          placeholder="Typ een naam…"
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
              // Keeps the focus in the box, so Enter and the arrows keep working after a tap.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(i)}
            >
              {o.name} <small>({o.club})</small>
            </li>
          ))}
        </ul>
        <p id={ids.status} className={styles.searchStatus} aria-live="polite">
          {message || 'Enter zonder naam slaat de wedstrijd op.'}
        </p>
      </div>
    </div>
  );
}
