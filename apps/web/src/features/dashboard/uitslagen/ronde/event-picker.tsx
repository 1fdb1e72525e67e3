import { useId, useMemo, useRef, useState } from 'react';
import { Combobox } from '../../../../components/ui/combobox';
import { searchEventPlayers, type EventCandidate } from './event-search';
import { EVENT_KINDS, type EventKind } from './match-events';
import styles from './event-picker.module.css';

interface EventPickerProps {
  /** Every player of both clubs, with whether he played. */
  candidates: readonly EventCandidate[];
  onAdd: (playerId: number, kind: EventKind) => void;
}

/**
 * 'Gebeurtenis': a kind (one tap, which puts the cursor in the search) and a player picked by the
 * ui Combobox. Enter adds the highlighted (else the first) player; Enter with nothing typed is
 * left to the form, which saves the match, so a match is entered without leaving the keyboard.
 */
export function EventPicker({ candidates, onAdd }: EventPickerProps) {
  const kindId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<EventKind>('goal');
  const [text, setText] = useState('');
  const { options, message } = useMemo(
    () => searchEventPlayers(candidates, text),
    [candidates, text],
  );

  return (
    <div className={styles.picker} role="group" aria-label="Gebeurtenis toevoegen">
      <div className={styles.kinds} role="group" aria-labelledby={kindId}>
        <span id={kindId} className={styles.kindsLabel}>
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
      <Combobox
        label={`Speler voor: ${EVENT_KINDS.find((k) => k.kind === kind)!.label.toLowerCase()}`}
        listLabel="Spelers"
        className={styles.player}
        inputClassName={styles.input}
        inputRef={inputRef}
        placeholder="Typ een naam…"
        items={options}
        itemKey={(o) => o.playerId}
        itemText={(o) => o.name}
        renderItem={(o) => (
          <>
            {o.name} <small>({o.club})</small>
          </>
        )}
        inputValue={text}
        onInputValueChange={setText}
        onSelect={(o) => {
          onAdd(o.playerId, kind);
          setText('');
        }}
        onEscape={() => setText('')}
        enterChoosesFirst
        enterToForm="empty"
        status={
          <span className={styles.status}>
            {message || 'Enter zonder naam slaat de wedstrijd op.'}
          </span>
        }
      />
    </div>
  );
}
