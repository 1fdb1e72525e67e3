import type { SeasonCreateRequest } from '@clubelf/contract';
import { useState, type FormEvent } from 'react';
import { Card } from '../../../components/card';
import { numberProblems } from '../api/number-problems';
import { createSeason } from '../api/season';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { Field } from '../components/field';
import { NumberInput } from '../components/number-input';
import { seizoenNaam } from '../components/seizoen-naam';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';

const LABELS = {
  name: 'Naam van het seizoen',
  clubName: 'Naam van de supportersclub',
  roundCount: 'Aantal speelrondes',
};

/** The first step on an empty database: the season with the game's default rules. */
export function SeasonCreateForm({ onCreated }: { onCreated: (message: string) => void }) {
  const action = useOrganiserAction('seizoen');
  const [draft, setDraft] = useState<SeasonCreateRequest>({
    name: '',
    clubName: '',
    roundCount: 34,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = numberProblems(draft);
    if (Object.keys(problems).length > 0) return action.fail(problems);
    await action.run(() => createSeason(draft), {
      success: (s) => `${seizoenNaam(s.name)} is gestart met de standaard spelregels.`,
      // The form makes way for the season's settings: the page keeps the message.
      onSuccess: (s) =>
        onCreated(
          `${seizoenNaam(s.name)} is gestart met de standaard spelregels. Voeg nu de clubs en spelers toe bij Clubs & spelers.`,
        ),
    });
  }

  return (
    <Card title="Seizoen starten">
      <p>
        Er is nog geen seizoen. Vul de naam en het aantal speelrondes in (34 bij 18 clubs); de
        spelregels krijgen de standaardwaarden, die je daarna hier kunt aanpassen.
      </p>
      <form onSubmit={submit} noValidate>
        <div className={formStyles.row}>
          <Field label={LABELS.name} error={action.fields.name} hint="Bijvoorbeeld 2026-2027.">
            {(control) => (
              <input
                {...control}
                type="text"
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              />
            )}
          </Field>
          <Field label={LABELS.clubName} error={action.fields.clubName}>
            {(control) => (
              <input
                {...control}
                type="text"
                value={draft.clubName}
                onChange={(e) => setDraft({ ...draft, clubName: e.target.value })}
              />
            )}
          </Field>
          <Field label={LABELS.roundCount} error={action.fields.roundCount}>
            {(control) => (
              <NumberInput
                {...control}
                min={4}
                max={60}
                value={draft.roundCount}
                onChange={(roundCount) => setDraft({ ...draft, roundCount })}
              />
            )}
          </Field>
        </div>
        <ActionStatus action={action} labels={LABELS} />
        <Button type="submit" disabled={action.busy}>
          Seizoen starten
        </Button>
      </form>
    </Card>
  );
}
