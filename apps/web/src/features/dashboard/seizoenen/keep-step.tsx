import { useQuery } from '@tanstack/react-query';
import { contentQuery } from '../api/queries';
import type { NextSeasonDraft } from './carry-over';
import { WizardStep } from './wizard-step';
import { seasonLabel } from '@clubelf/contract/season-label';
import { Button } from '../../../components/ui/button';
import styles from './seizoenen.module.css';
import flagStyles from '../components/flags.module.css';

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
      <fieldset className={flagStyles.flags}>
        <legend>Wat houd je van {seasonLabel(previousName)}?</legend>
        <label className={flagStyles.flag}>
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
        <label className={flagStyles.flag}>
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
      {draft.keepTexts ? <CarriedTexts draft={draft} onChange={onChange} /> : null}
    </WizardStep>
  );
}

/**
 * The texts that go along, to look at before they greet the new season (issue 26: last season's
 * announcement is no news); each can be left behind.
 */
function CarriedTexts({
  draft,
  onChange,
}: {
  draft: NextSeasonDraft;
  onChange: (patch: Partial<NextSeasonDraft>) => void;
}) {
  const content = useQuery(contentQuery);
  if (content.isPending) return <p className="muted">De teksten worden geladen…</p>;
  if (!content.data) return null;
  const texts = [
    {
      label: 'Het infobericht op de homepagina',
      text: content.data.mainMessage,
      cleared: draft.clearMainMessage,
      toggle: (clear: boolean) => onChange({ clearMainMessage: clear }),
    },
    {
      label: 'De extra tekst bij het reglement',
      text: content.data.reglementExtraText,
      cleared: draft.clearReglementExtraText,
      toggle: (clear: boolean) => onChange({ clearReglementExtraText: clear }),
    },
  ].filter((t) => t.text.trim() !== '');
  if (texts.length === 0) {
    return <p className="muted">Er is geen infobericht en geen extra tekst om mee te nemen.</p>;
  }
  return (
    <section className={styles.carriedTexts} aria-label="Teksten die meegaan">
      <h3>Teksten die meegaan</h3>
      {texts.map((t) => (
        <div key={t.label}>
          <p className={styles.carriedTextLabel}>
            <strong>{t.label}</strong>
            {t.cleared ? ' (wordt leeggemaakt)' : null}
          </p>
          {t.cleared ? null : <blockquote className={styles.carriedTextText}>{t.text}</blockquote>}
          <Button
            variant="secondary"
            onClick={() => t.toggle(!t.cleared)}
            aria-label={t.cleared ? `${t.label} toch meenemen` : `${t.label} leegmaken`}
          >
            {t.cleared ? 'Toch meenemen' : 'Leegmaken'}
          </Button>
        </div>
      ))}
    </section>
  );
}
