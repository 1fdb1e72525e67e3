import type { NextSeasonDraft } from './carry-over';
import { WizardStep } from './wizard-step';
import { seasonTitle } from './season-name';

interface KeepStepProps {
  draft: NextSeasonDraft;
  onChange: (patch: Partial<NextSeasonDraft>) => void;
  previousName: string;
  focus: boolean;
  onBack: () => void;
  onNext: () => void;
}

/** Step 4: keep this season's game settings and site texts, or start from the defaults. */
export function KeepStep({ draft, onChange, previousName, focus, onBack, onNext }: KeepStepProps) {
  return (
    <WizardStep index={3} focus={focus} onBack={onBack} onNext={onNext}>
      <fieldset className="dashboard-flags">
        <legend>Wat houd je van {seasonTitle(previousName)}?</legend>
        <label className="dashboard-flag">
          <input
            type="checkbox"
            checked={draft.keepSettings}
            onChange={(e) => onChange({ keepSettings: e.target.checked })}
          />
          <span>
            De spelregels
            <small>
              Puntentabel, kaartpunten, opstellingen, maximum spelers per club, transfers en het
              minimum per team. De periodes en de herbstmeister-ronde volgen het nieuwe aantal
              speelrondes. Uit: de standaardspelregels.
            </small>
          </span>
        </label>
        <label className="dashboard-flag">
          <input
            type="checkbox"
            checked={draft.keepTexts}
            onChange={(e) => onChange({ keepTexts: e.target.checked })}
          />
          <span>
            De teksten en site-instellingen
            <small>
              Het infobericht op de homepagina, de extra tekst bij het reglement en welke onderdelen
              de site toont. Uit: geen infobericht, geen extra tekst en alle onderdelen zichtbaar.
              De naam van de supportersclub blijft altijd.
            </small>
          </span>
        </label>
      </fieldset>
    </WizardStep>
  );
}
