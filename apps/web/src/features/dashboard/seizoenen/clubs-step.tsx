import type { OrganiserClub, OrganiserSpeler } from '@clubelf/contract';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/states';
import { carriedSpelers, clubGroups, countOf, withIds, type NextSeasonDraft } from './carry-over';
import { ClubGroupItem } from './club-group-item';
import { WizardStep } from './wizard-step';
import { Button } from '../../../components/ui/button';
import styles from './seizoenen.module.css';
import formStyles from '../components/form.module.css';

interface ClubsStepProps {
  draft: NextSeasonDraft;
  onChange: (patch: Partial<NextSeasonDraft>) => void;
  clubs: readonly OrganiserClub[];
  spelers: readonly OrganiserSpeler[];
  focus: boolean;
  onBack: () => void;
  onNext: () => void;
}

/**
 * Step 2: the clubs that play again (all ticked), each taking its players along; a club opens
 * to untick single players. Collapsed per club, so ~400 players stay usable on a phone.
 */
export function ClubsStep({
  draft,
  onChange,
  clubs,
  spelers,
  focus,
  onBack,
  onNext,
}: ClubsStepProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const groups = clubGroups(clubs, spelers, draft.spelerIds, search);
  const searching = search.trim() !== '';
  const carried = carriedSpelers(draft, spelers).length;
  const clubIds = clubs.map((c) => c.id);

  return (
    <WizardStep index={1} focus={focus} onBack={onBack} onNext={onNext}>
      <p>
        Vink de clubs uit die niet meer in de competitie spelen (degradanten). Spelers gaan mee met
        hun club; open een club om losse spelers uit te vinken. Vertrokken spelers staan uit.
        Promovendi en nieuwe spelers voeg je na de start toe bij Clubs &amp; spelers. Wie meegaat,
        begint als actief.
      </p>
      <div className={`${formStyles.toolbar} ${styles.stepToolbar}`}>
        <div className="field">
          <label htmlFor={searchId}>Speler zoeken</label>
          <input
            id={searchId}
            type="search"
            // Enter searches; it does not move on to the next step.
            onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
            placeholder="Naam van een speler"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className={formStyles.actions}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onChange({ clubIds: withIds(draft.clubIds, clubIds, true) })}
          >
            Alle clubs aan
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onChange({ clubIds: withIds(draft.clubIds, clubIds, false) })}
          >
            Alle clubs uit
          </Button>
        </div>
      </div>
      <p className={formStyles.summary} role="status">
        {draft.clubIds.size} van {countOf(clubs.length, 'club', 'clubs')} en{' '}
        {countOf(carried, 'speler', 'spelers')} gaan mee.
      </p>
      {groups.length === 0 ? (
        <EmptyState>
          {clubs.length === 0 ? 'Dit seizoen heeft geen clubs.' : 'Geen spelers gevonden.'}
        </EmptyState>
      ) : (
        <ul className={styles.carryClubs}>
          {groups.map((group) => (
            <ClubGroupItem
              key={group.club.id}
              group={group}
              carried={draft.clubIds.has(group.club.id)}
              open={searching || openIds.has(group.club.id)}
              spelerIds={draft.spelerIds}
              onToggleOpen={
                searching
                  ? undefined
                  : () => setOpenIds(withIds(openIds, [group.club.id], !openIds.has(group.club.id)))
              }
              onClub={(on) => onChange({ clubIds: withIds(draft.clubIds, [group.club.id], on) })}
              onSpeler={(id, on) => onChange({ spelerIds: withIds(draft.spelerIds, [id], on) })}
            />
          ))}
        </ul>
      )}
    </WizardStep>
  );
}
