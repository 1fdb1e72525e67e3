import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STAND_ZOEK_MAX_LENGTH, STAND_ZOEK_MIN_LENGTH } from '@clubelf/contract/paths';
import { formatNumber } from '../../lib/format';
import { useSeizoen } from '../../lib/seizoen';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { standZoekQuery } from './api';
import type { StandLijst } from './api';
import type { StandRij } from './use-paged-standing';
import styles from './stand-zoek.module.css';

const ZOEK_DEBOUNCE_MS = 200;
const MAX_TREFFERS = 10;

interface ZoekRij extends StandRij {
  position: number;
  name: string;
  teamName: string;
}

interface StandZoekProps<Row extends ZoekRij> {
  lijst: StandLijst;
  /** 'de tussenstand' */
  naam: string;
  /** A hit was picked: its row and index in the standing. */
  onKies: (row: Row, index: number) => void;
}

/**
 * Searching a standing by name or team on the server (?zoek=), so rows that are not loaded are
 * found too; picking a hit scrolls the table to it and closes the hits. It sits in the standing's
 * sticky bar: the label is for screen readers, the hits open over the table.
 */
export function StandZoek<Row extends ZoekRij>({ lijst, naam, onKies }: StandZoekProps<Row>) {
  const ids = { input: useId(), status: useId() };
  const seizoen = useSeizoen().id;
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim().replace(/\s+/g, ' '), ZOEK_DEBOUNCE_MS);
  // The typed text counts too, so the hits close at once when the box is emptied (or a hit picked).
  const searching =
    term.length >= STAND_ZOEK_MIN_LENGTH && text.trim().length >= STAND_ZOEK_MIN_LENGTH;
  const zoek = useQuery({
    ...standZoekQuery<Row>(seizoen, lijst, term, MAX_TREFFERS),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const hits = searching ? (zoek.data?.rows ?? []) : [];

  let status = '';
  if (searching && zoek.isFetching && !zoek.data) status = 'Zoeken…';
  else if (searching && zoek.data) {
    const { gevonden } = zoek.data;
    status =
      gevonden === 0
        ? 'Niemand gevonden'
        : gevonden > hits.length
          ? `${formatNumber(gevonden)} gevonden, de eerste ${hits.length} staan hieronder`
          : `${gevonden} gevonden`;
  }

  return (
    <div className={styles.zoek} role="search" aria-label={`Zoeken in ${naam}`}>
      <label htmlFor={ids.input} className="sr-only">
        Zoek in {naam}
      </label>
      <input
        id={ids.input}
        className={styles.input}
        type="search"
        value={text}
        maxLength={STAND_ZOEK_MAX_LENGTH}
        placeholder="Naam of team"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={ids.status}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={ids.status} className={styles.status} role="status">
        {status}
      </p>
      {hits.length > 0 ? (
        <ul className={styles.hits}>
          {hits.map(({ index, ...row }) => (
            <li key={row.deelnemerId}>
              <button
                type="button"
                className={styles.hit}
                onClick={() => {
                  setText('');
                  onKies(row as unknown as Row, index);
                }}
              >
                <span className={styles.pos}>{row.position}.</span>
                <span className={styles.name}>{row.name}</span>
                <span className={styles.team}>{row.teamName}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
