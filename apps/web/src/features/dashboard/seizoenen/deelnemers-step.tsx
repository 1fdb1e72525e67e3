import type { OrganiserDeelnemer } from '@clubelf/contract';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/states';
import { countOf, filterDeelnemers, withIds, type NextSeasonDraft } from './carry-over';
import { WizardStep } from './wizard-step';
import { ShowMoreButton } from '../components/show-more-button';
import { Button } from '../../../components/ui/button';
import styles from './seizoenen.module.css';
import formStyles from '../components/form.module.css';

const PAGE = 100;

interface DeelnemersStepProps {
  draft: NextSeasonDraft;
  onChange: (patch: Partial<NextSeasonDraft>) => void;
  deelnemers: readonly OrganiserDeelnemer[];
  focus: boolean;
  onBack: () => void;
  onNext: () => void;
}

/** Step 3: the participants who play again (all ticked), with or without their teams. */
export function DeelnemersStep({
  draft,
  onChange,
  deelnemers,
  focus,
  onBack,
  onNext,
}: DeelnemersStepProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE);
  const matches = filterDeelnemers(deelnemers, search);
  const matchIds = matches.map((d) => d.id);

  return (
    <WizardStep index={2} focus={focus} onBack={onBack} onNext={onNext}>
      <p>
        Vink de deelnemers uit die niet meer meedoen. Wie meegaat, begint zonder selectie: de elf
        spelers worden opnieuw gekozen.
      </p>
      <div className={`field ${formStyles.check}`}>
        <label>
          <input
            type="checkbox"
            checked={draft.keepTeams}
            aria-describedby={`${id}-teams-hint`}
            onChange={(e) => onChange({ keepTeams: e.target.checked })}
          />
          Met teams en subcompetities
        </label>
        <p id={`${id}-teams-hint`} className={formStyles.hint}>
          {draft.keepTeams
            ? 'De deelnemers houden hun team (teamcompetitie) en hun subcompetities.'
            : 'Iedere deelnemer begint in een team met zijn eigen naam en zonder subcompetities.'}
        </p>
      </div>
      <div className={`${formStyles.toolbar} ${styles.stepToolbar}`}>
        <div className="field">
          <label htmlFor={`${id}-search`}>Deelnemer zoeken</label>
          <input
            id={`${id}-search`}
            type="search"
            // Enter searches; it does not move on to the next step.
            onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
            placeholder="Naam, team of subcompetitie"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setShown(PAGE);
            }}
          />
        </div>
        <div className={formStyles.actions}>
          <Button
            size="sm"
            variant="secondary"
            disabled={matches.length === 0}
            onClick={() => onChange({ deelnemerIds: withIds(draft.deelnemerIds, matchIds, true) })}
          >
            {search.trim() ? `Alle ${matches.length} gevonden aan` : 'Alle deelnemers aan'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={matches.length === 0}
            onClick={() => onChange({ deelnemerIds: withIds(draft.deelnemerIds, matchIds, false) })}
          >
            {search.trim() ? `Alle ${matches.length} gevonden uit` : 'Alle deelnemers uit'}
          </Button>
        </div>
      </div>
      <p className={formStyles.summary} role="status">
        {draft.deelnemerIds.size} van {countOf(deelnemers.length, 'deelnemer', 'deelnemers')} gaan
        mee{search.trim() ? `; ${countOf(matches.length, 'deelnemer', 'deelnemers')} gevonden` : ''}
        .
      </p>
      {matches.length === 0 ? (
        <EmptyState>
          {deelnemers.length === 0
            ? 'Dit seizoen heeft geen deelnemers.'
            : 'Geen deelnemers gevonden.'}
        </EmptyState>
      ) : (
        <ul className={`${styles.carryList} ${styles.carryListDeelnemers}`}>
          {matches.slice(0, shown).map((d) => (
            <li key={d.id}>
              <label className={styles.carryCheck}>
                <input
                  type="checkbox"
                  checked={draft.deelnemerIds.has(d.id)}
                  onChange={(e) =>
                    onChange({
                      deelnemerIds: withIds(draft.deelnemerIds, [d.id], e.target.checked),
                    })
                  }
                />
                <span>
                  {d.name}
                  <small className={styles.carryCheckSub}>
                    {d.teamName}
                    {d.subcompetities.length > 0 ? ` · ${d.subcompetities.join(', ')}` : ''}
                  </small>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton total={matches.length} shown={shown} onMore={() => setShown(shown + PAGE)} />
    </WizardStep>
  );
}
