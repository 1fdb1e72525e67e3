import { useId } from 'react';
import { ChevronIcon } from './chevron-icon';
import type { ClubGroup } from './carry-over';
import { Button } from '../../../components/ui/button';

interface ClubGroupItemProps {
  group: ClubGroup;
  carried: boolean;
  open: boolean;
  spelerIds: ReadonlySet<number>;
  /** Left out while searching: then every club with a match is open. */
  onToggleOpen?: (() => void) | undefined;
  onClub: (on: boolean) => void;
  onSpeler: (id: number, on: boolean) => void;
}

/** One club with its tick, and under it (opened) its players, each with their own tick. */
export function ClubGroupItem({
  group,
  carried,
  open,
  spelerIds,
  onToggleOpen,
  onClub,
  onSpeler,
}: ClubGroupItemProps) {
  const listId = useId();
  const { club } = group;
  return (
    <li className={`carry-club ${carried ? '' : 'is-off'}`}>
      <div className="carry-club__head">
        <label className="carry-check carry-club__name">
          <input type="checkbox" checked={carried} onChange={(e) => onClub(e.target.checked)} />
          <span>{club.name}</span>
        </label>
        <span className="carry-club__count">
          {carried ? `${group.ticked} van ${group.total} spelers` : 'gaat niet mee'}
        </span>
        {onToggleOpen ? (
          <Button
            size="sm"
            variant="secondary"
            className="carry-club__toggle"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-label={`Spelers van ${club.name}`}
            onClick={onToggleOpen}
          >
            Spelers <ChevronIcon open={open} />
          </Button>
        ) : null}
      </div>
      {open ? (
        <div id={listId} className="carry-club__players">
          {carried ? null : (
            <p className="muted">
              {club.name} gaat niet mee, de spelers dus ook niet. Vink de club aan om spelers mee te
              nemen.
            </p>
          )}
          <ul className="carry-list">
            {group.spelers.map((s) => (
              <li key={s.id}>
                <label className="carry-check">
                  <input
                    type="checkbox"
                    checked={spelerIds.has(s.id)}
                    disabled={!carried}
                    onChange={(e) => onSpeler(s.id, e.target.checked)}
                  />
                  <span>
                    {s.name} <span className="muted">{s.position}</span>
                    {s.status === 'vertrokken' ? (
                      <span className="badge badge--warn">vertrokken</span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
