import { useId } from 'react';
import { ChevronIcon } from './chevron-icon';
import type { ClubGroup } from './carry-over';
import { Button } from '../../../components/ui/button';
import styles from './seizoenen.module.css';
import badgeStyles from '../components/badge.module.css';

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
    <li className={carried ? styles.carryClub : `${styles.carryClub} ${styles.isOff}`}>
      <div className={styles.carryClubHead}>
        <label className={`${styles.carryCheck} ${styles.carryClubName}`}>
          <input type="checkbox" checked={carried} onChange={(e) => onClub(e.target.checked)} />
          <span>{club.name}</span>
        </label>
        <span className={styles.carryClubCount}>
          {carried ? `${group.ticked} van ${group.total} spelers` : 'gaat niet mee'}
        </span>
        {onToggleOpen ? (
          <Button
            size="sm"
            variant="secondary"
            className={styles.carryClubToggle}
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
        <div id={listId} className={styles.carryClubPlayers}>
          {carried ? null : (
            <p className="muted">
              {club.name} gaat niet mee, de spelers dus ook niet. Vink de club aan om spelers mee te
              nemen.
            </p>
          )}
          <ul className={styles.carryList}>
            {group.spelers.map((s) => (
              <li key={s.id}>
                <label className={styles.carryCheck}>
                  <input
                    type="checkbox"
                    checked={spelerIds.has(s.id)}
                    disabled={!carried}
                    onChange={(e) => onSpeler(s.id, e.target.checked)}
                  />
                  <span>
                    {s.name} <span className="muted">{s.position}</span>
                    {s.status === 'vertrokken' ? (
                      <span
                        className={`${badgeStyles.badge} ${badgeStyles.warn} ${styles.carryBadge}`}
                      >
                        vertrokken
                      </span>
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
