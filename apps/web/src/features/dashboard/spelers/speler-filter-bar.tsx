import type { OrganiserClub } from '@clubelf/contract';
import { useId } from 'react';
import { POSITIES, STATUSSEN } from './speler-labels';
import type { SpelerFilter } from './speler-filter';
import formStyles from '../components/form.module.css';

interface SpelerFilterBarProps {
  filter: SpelerFilter;
  onChange: (filter: SpelerFilter) => void;
  clubs: readonly OrganiserClub[];
  /** Leave out the status choice (the selection picker offers selectable players only). */
  withStatus?: boolean;
  /** Fixes the position (the transfer picker: same position only). */
  fixedPosition?: string;
}

/** Search by name, club, position and status. */
export function SpelerFilterBar({
  filter,
  onChange,
  clubs,
  withStatus = true,
  fixedPosition,
}: SpelerFilterBarProps) {
  const id = useId();
  return (
    <div className={formStyles.toolbar} role="search" aria-label="Spelers zoeken">
      <div className="field">
        <label htmlFor={`${id}-text`}>Naam</label>
        <input
          id={`${id}-text`}
          type="search"
          placeholder="Zoek een speler"
          value={filter.text}
          onChange={(e) => onChange({ ...filter, text: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-club`}>Club</label>
        <select
          id={`${id}-club`}
          value={filter.clubId}
          onChange={(e) => onChange({ ...filter, clubId: Number(e.target.value) })}
        >
          <option value={0}>Alle clubs</option>
          {clubs.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {fixedPosition ? null : (
        <div className="field">
          <label htmlFor={`${id}-position`}>Positie</label>
          <select
            id={`${id}-position`}
            value={filter.position}
            onChange={(e) => onChange({ ...filter, position: e.target.value })}
          >
            <option value="">Alle posities</option>
            {POSITIES.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </div>
      )}
      {withStatus ? (
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={filter.status}
            onChange={(e) => onChange({ ...filter, status: e.target.value })}
          >
            <option value="">Alle statussen</option>
            {STATUSSEN.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
