import { useMemo, useState } from 'react';
import { Combobox } from '../../../components/ui/combobox';
import { searchPlayers, type Candidate } from './player-search';
import styles from './add-player.module.css';

export interface AddCandidate extends Candidate {
  club: string;
}

interface AddPlayerProps {
  /** The players of both clubs not in the grid yet. */
  candidates: readonly AddCandidate[];
  onAdd: (playerId: number) => void;
}

/**
 * 'Speler toevoegen': the ui Combobox over the players not shown in the grid. Enter adds the
 * highlighted (else the first) suggestion as played and never submits the result form; a typo
 * suggests the closest names.
 */
export function AddPlayer({ candidates, onAdd }: AddPlayerProps) {
  const [text, setText] = useState('');
  const { options, message } = useMemo(() => searchPlayers(candidates, text), [candidates, text]);

  return (
    <Combobox
      label="Speler toevoegen"
      listLabel="Spelers"
      className={styles.addPlayer}
      inputClassName={styles.input}
      placeholder="Naam van een invaller…"
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
        onAdd(o.playerId);
        setText('');
      }}
      onEscape={() => setText('')}
      enterChoosesFirst
      enterToForm="never"
      // Always a line, so the grid under it does not move as the search finds something.
      status={<span className={styles.status}>{message}</span>}
    />
  );
}
