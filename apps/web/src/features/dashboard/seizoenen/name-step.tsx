import { useState } from 'react';
import { Field } from '../components/field';
import { NumberInput } from '../components/number-input';
import { nameStepProblems, type NextSeasonDraft } from './carry-over';
import { seasonLabel } from '@clubelf/contract/season-label';
import { WizardStep } from './wizard-step';
import formStyles from '../components/form.module.css';

interface NameStepProps {
  draft: NextSeasonDraft;
  onChange: (patch: Partial<NextSeasonDraft>) => void;
  previous: { name: string; roundCount: number };
  focus: boolean;
  onNext: () => void;
}

/** Step 1: the new season's name and its number of speelrondes. */
export function NameStep({ draft, onChange, previous, focus, onNext }: NameStepProps) {
  const [problems, setProblems] = useState<Record<string, string>>({});
  function next() {
    const found = nameStepProblems(draft);
    setProblems(found);
    if (Object.keys(found).length === 0) onNext();
  }
  return (
    <WizardStep index={0} focus={focus} onNext={next}>
      <p>
        Het nieuwe seizoen begint leeg: nog geen speelschema en geen uitslagen.{' '}
        {seasonLabel(previous.name)} blijft ongewijzigd in het archief.
      </p>
      <div className={formStyles.row}>
        <Field
          label="Naam van het nieuwe seizoen"
          error={problems.name}
          hint="Bijvoorbeeld 2027-2028."
        >
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={100}
              value={draft.name}
              onChange={(e) => onChange({ name: e.target.value })}
            />
          )}
        </Field>
        <Field
          label="Aantal speelrondes"
          error={problems.roundCount}
          hint={`Vorig seizoen: ${previous.roundCount} (34 bij 18 clubs).`}
        >
          {(control) => (
            <NumberInput
              {...control}
              min={4}
              max={60}
              value={draft.roundCount}
              onChange={(roundCount) => onChange({ roundCount })}
            />
          )}
        </Field>
      </div>
    </WizardStep>
  );
}
