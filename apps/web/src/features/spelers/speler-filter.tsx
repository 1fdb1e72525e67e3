import { useId, useState } from 'react';

interface Filterbaar {
  name: string;
  clubName: string;
}

/** A text filter on player and club name for the long lists. */
export function useSpelerFilter<T extends Filterbaar>(rows: readonly T[] | undefined) {
  const [term, setTerm] = useState('');
  const needle = term.trim().toLocaleLowerCase('nl');
  const filtered = needle
    ? (rows ?? []).filter(
        (r) =>
          r.name.toLocaleLowerCase('nl').includes(needle) ||
          r.clubName.toLocaleLowerCase('nl').includes(needle),
      )
    : (rows ?? []);
  return { term, setTerm, filtered };
}

export function SpelerFilter({ term, onChange }: { term: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id}>Filter op speler of club</label>
      <input id={id} type="search" value={term} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
