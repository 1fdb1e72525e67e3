import type {
  OrganiserClub,
  OrganiserDeelnemer,
  OrganiserSeason,
  OrganiserSpeler,
} from '@clubelf/contract';
import { useState } from 'react';
import { startNextSeason } from '../api/season';
import { useOrganiserAction } from '../api/use-organiser-action';
import {
  carriedSpelers,
  initialDraft,
  nextSeasonRequest,
  type NextSeasonDraft,
} from './carry-over';
import { ClubsStep } from './clubs-step';
import { DeelnemersStep } from './deelnemers-step';
import { KeepStep } from './keep-step';
import { NameStep } from './name-step';
import type { StartedSeason } from './next-season-done';
import { SummaryStep } from './summary-step';
import { WizardProgress } from './wizard-progress';
import { seasonLabel } from '@clubelf/contract/season-label';
import formStyles from '../components/form.module.css';

interface NextSeasonWizardProps {
  season: OrganiserSeason;
  clubs: readonly OrganiserClub[];
  spelers: readonly OrganiserSpeler[];
  deelnemers: readonly OrganiserDeelnemer[];
  onStarted: (started: StartedSeason) => void;
}

/** The next season in five steps; nothing is sent before 'Start seizoen'. */
export function NextSeasonWizard({
  season,
  clubs,
  spelers,
  deelnemers,
  onStarted,
}: NextSeasonWizardProps) {
  const action = useOrganiserAction('alles');
  const [step, setStep] = useState(0);
  // The first step keeps the focus where it is; after moving, the new step's heading takes it.
  const [moved, setMoved] = useState(false);
  const [draft, setDraft] = useState<NextSeasonDraft>(() =>
    initialDraft(season, clubs, spelers, deelnemers),
  );
  const change = (patch: Partial<NextSeasonDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (action.outcome) action.reset();
  };
  const goTo = (next: number) => {
    setStep(next);
    setMoved(true);
  };
  const back = () => goTo(step - 1);
  const next = () => goTo(step + 1);
  const common = { draft, onChange: change, focus: moved };

  async function start() {
    const body = nextSeasonRequest(draft, spelers);
    await action.run(() => startNextSeason(body), {
      success: (s) => `${seasonLabel(s.name)} is gestart.`,
      onSuccess: (seizoen) =>
        onStarted({
          seizoen,
          previousName: season.name,
          clubs: draft.clubIds.size,
          spelers: carriedSpelers(draft, spelers).length,
          deelnemers: draft.deelnemerIds.size,
        }),
    });
  }

  return (
    <div className={formStyles.stack}>
      <WizardProgress current={step} onGoTo={goTo} />
      {step === 0 ? <NameStep {...common} previous={season} onNext={next} /> : null}
      {step === 1 ? (
        <ClubsStep {...common} clubs={clubs} spelers={spelers} onBack={back} onNext={next} />
      ) : null}
      {step === 2 ? (
        <DeelnemersStep {...common} deelnemers={deelnemers} onBack={back} onNext={next} />
      ) : null}
      {step === 3 ? (
        <KeepStep {...common} previousName={season.name} onBack={back} onNext={next} />
      ) : null}
      {step === 4 ? (
        <SummaryStep
          draft={draft}
          focus={moved}
          previousName={season.name}
          clubs={clubs}
          spelers={spelers}
          deelnemers={deelnemers}
          action={action}
          onBack={back}
          onStart={() => void start()}
        />
      ) : null}
    </div>
  );
}
