import type {
  DeelnemerCreateRequest,
  DeelnemerUpdateRequest,
  OrganiserDeelnemer,
  OrganiserTeams,
} from '@clubelf/contract';
import { useId, useState, type FormEvent } from 'react';
import { Card } from '../../../components/card';
import { fieldError } from '../api/field-problems';
import { deelnemerApi } from '../api/deelnemers';
import { useOrganiserAction } from '../api/use-organiser-action';
import { useServerDraft } from '../api/use-server-draft';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import { Field } from '../components/field';
import { useVanafRonde, VanafRondeVraag } from '../components/vanaf-ronde';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';

interface Draft {
  name: string;
  teamName: string;
  /** As typed: names separated by commas. */
  subcompetities: string;
  email: string;
}

export const DEELNEMER_LABELS: Record<string, string> = {
  name: 'Naam',
  teamName: 'Team',
  subcompetities: 'Subcompetities',
  email: 'E-mail',
  vanafRonde: 'Vanaf speelronde',
};

const toDraft = (d: OrganiserDeelnemer | null): Draft => ({
  name: d?.name ?? '',
  teamName: d?.teamName ?? '',
  subcompetities: d?.subcompetities.join(', ') ?? '',
  email: d?.email ?? '',
});

/** 'Jeugd, Dames,' -> ['Jeugd', 'Dames'] */
export const splitSubcompetities = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

const fieldsOf = (draft: Draft): DeelnemerCreateRequest => ({
  name: draft.name,
  teamName: draft.teamName,
  subcompetities: splitSubcompetities(draft.subcompetities),
  email: draft.email.trim() === '' ? null : draft.email.trim(),
});

interface DeelnemerFormProps {
  deelnemer: OrganiserDeelnemer | null;
  teams: OrganiserTeams;
  onCreated?: (deelnemer: OrganiserDeelnemer) => void;
  onDeleted?: () => void;
}

/** A participant's name, team, subcompetities and (private) e-mail. */
export function DeelnemerForm({ deelnemer, teams, onCreated, onDeleted }: DeelnemerFormProps) {
  const action = useOrganiserAction('deelnemers');
  const teamListId = useId();
  const { draft, setDraft, base, reset, saved } = useServerDraft(deelnemer, toDraft);
  const { fields } = action;
  const vanaf = useVanafRonde(action);
  // Adding while the season is under way asks first from which speelronde he counts (issue 26).
  const [confirming, setConfirming] = useState(false);
  const cancelConfirm = () => {
    setConfirming(false);
    vanaf.reset();
    action.reset();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = fieldsOf(draft);
    if (deelnemer && base) {
      // A selection saved meanwhile leaves these fields as they were: then build on the latest.
      const untouched = JSON.stringify(toDraft(deelnemer)) === JSON.stringify(toDraft(base));
      const update: DeelnemerUpdateRequest = {
        version: untouched ? deelnemer.version : base.version,
        ...body,
      };
      await action.run(() => deelnemerApi.update(base.id, update), {
        success: `${body.name} is opgeslagen.`,
        onSuccess: saved,
      });
    } else if (vanaf.underWay && !confirming) {
      action.reset();
      setConfirming(true);
    } else {
      const start = vanaf.underWay ? vanaf.choose() : {};
      if (!start) return;
      const created = await action.run(() => deelnemerApi.create({ ...body, ...start }), {
        success: (d) =>
          d.startRonde > 1
            ? `${d.name} is toegevoegd en telt mee vanaf speelronde ${d.startRonde}. Kies nu de selectie van 11 spelers.`
            : `${d.name} is toegevoegd. Kies nu de selectie van 11 spelers.`,
      });
      if (created) onCreated?.(created);
    }
  }

  async function remove() {
    if (!base) return;
    await action.run(
      () => deelnemerApi.remove({ id: base.id, version: deelnemer?.version ?? base.version }),
      {
        success: `${base.name} is verwijderd.`,
        onSuccess: () => onDeleted?.(),
      },
    );
  }

  const text = (key: keyof Draft, type: string, hint?: string, autoComplete?: string) => (
    <Field label={DEELNEMER_LABELS[key]!} error={fieldError(fields, key)} hint={hint}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete ?? 'off'}
          list={key === 'teamName' ? teamListId : undefined}
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <Card title={base ? 'Gegevens' : 'Nieuwe deelnemer'}>
      <form onSubmit={submit} noValidate>
        <div className={formStyles.row}>
          {text('name', 'text')}
          {text('teamName', 'text', 'Kies een bestaand team of typ een nieuwe naam.')}
          {text('subcompetities', 'text', 'Gescheiden door komma’s, bijvoorbeeld: Jeugd, Dames.')}
          {text('email', 'email', 'Alleen voor de organisatie; nooit op de site.', 'email')}
        </div>
        <datalist id={teamListId}>
          {teams.map((t) => (
            <option key={t.id} value={t.name} />
          ))}
        </datalist>
        {confirming ? (
          <VanafRondeVraag
            who={draft.name.trim() || 'de nieuwe deelnemer'}
            vanaf={vanaf}
            error={fields.vanafRonde}
          />
        ) : null}
        <ActionStatus action={action} labels={DEELNEMER_LABELS} onReload={reset} />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={action.busy}>
            {base
              ? 'Gegevens opslaan'
              : !confirming
                ? 'Deelnemer toevoegen'
                : vanaf.asking
                  ? `Toch vanaf speelronde ${vanaf.round}`
                  : `Toevoegen vanaf speelronde ${vanaf.round}`}
          </Button>
          {confirming ? (
            <Button variant="secondary" onClick={cancelConfirm}>
              Annuleren
            </Button>
          ) : null}
          {base ? (
            <ConfirmButton
              label="Deelnemer verwijderen"
              question={`${base.name} met selectie en transfers verwijderen?`}
              disabled={action.busy}
              onConfirm={remove}
            />
          ) : null}
        </div>
      </form>
    </Card>
  );
}
