import type {
  OrganiserClub,
  OrganiserWedstrijd,
  WedstrijdCreateRequest,
  WedstrijdUpdateRequest,
} from '@clubelf/contract';
import type { FormEvent } from 'react';
import { numberProblems } from '../api/number-problems';
import { useOrganiserAction } from '../api/use-organiser-action';
import { useServerDraft } from '../api/use-server-draft';
import { wedstrijdApi } from '../api/wedstrijden';
import { ActionStatus } from '../components/action-status';
import { Field } from '../components/field';
import { NumberInput } from '../components/number-input';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';

export const WEDSTRIJD_LABELS: Record<string, string> = {
  round: 'Speelronde',
  homeClubId: 'Thuisclub',
  awayClubId: 'Uitclub',
  kickoff: 'Aftrap',
};

type Draft = WedstrijdCreateRequest;

interface WedstrijdFormProps {
  wedstrijd: OrganiserWedstrijd | null;
  round: number;
  /** A kick-off to start a new match from (the round's first). */
  defaultKickoff: string;
  clubs: readonly OrganiserClub[];
  roundCount: number;
  onClose?: () => void;
}

const toDraft = (
  w: OrganiserWedstrijd | null,
  round: number,
  kickoff: string,
  clubs: readonly OrganiserClub[],
): Draft =>
  w
    ? { round: w.round, homeClubId: w.homeClubId, awayClubId: w.awayClubId, kickoff: w.kickoff }
    : { round, homeClubId: clubs[0]?.id ?? 0, awayClubId: clubs[1]?.id ?? 0, kickoff };

/** A match of the schedule: its round, clubs and kick-off (a postponed match gets a new one). */
export function WedstrijdForm({
  wedstrijd,
  round,
  defaultKickoff,
  clubs,
  roundCount,
  onClose,
}: WedstrijdFormProps) {
  const action = useOrganiserAction('speelschema');
  const { draft, setDraft, base, reset, saved } = useServerDraft(wedstrijd, (w) =>
    toDraft(w, round, defaultKickoff, clubs),
  );
  const { fields } = action;
  const hasResult = base !== null && base.homeGoals !== null;
  const hasEvents = base !== null && base.eventCount > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = numberProblems(draft);
    if (Object.keys(problems).length > 0) return action.fail(problems);
    const name = (id: number) => clubs.find((c) => c.id === id)?.name ?? '';
    const label = `${name(draft.homeClubId)} - ${name(draft.awayClubId)}`;
    if (base) {
      const body: WedstrijdUpdateRequest = { version: base.version, ...draft };
      const done = await action.run(() => wedstrijdApi.update(base.id, body), {
        success: `${label} is opgeslagen.`,
        onSuccess: saved,
      });
      if (done) onClose?.();
    } else {
      await action.run(() => wedstrijdApi.create(draft), {
        success: `${label} is toegevoegd aan speelronde ${draft.round}.`,
      });
    }
  }

  const clubSelect = (key: 'homeClubId' | 'awayClubId') => (
    <Field label={WEDSTRIJD_LABELS[key]!} error={fields[key]}>
      {(control) => (
        <select
          {...control}
          disabled={hasEvents}
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: Number(e.target.value) })}
        >
          {clubs.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="wedstrijd-form">
      <div className={formStyles.row}>
        <Field
          label={WEDSTRIJD_LABELS.round!}
          error={fields.round}
          hint={hasResult ? 'Een wedstrijd met uitslag blijft in zijn speelronde.' : undefined}
        >
          {(control) => (
            <NumberInput
              {...control}
              min={1}
              max={roundCount}
              disabled={hasResult}
              value={draft.round}
              onChange={(n) => setDraft({ ...draft, round: n })}
            />
          )}
        </Field>
        {clubSelect('homeClubId')}
        {clubSelect('awayClubId')}
        <Field
          label={WEDSTRIJD_LABELS.kickoff!}
          error={fields.kickoff}
          hint="Datum en tijd van de aftrap."
        >
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={draft.kickoff}
              onChange={(e) => setDraft({ ...draft, kickoff: e.target.value })}
            />
          )}
        </Field>
      </div>
      {hasEvents ? (
        <p className={formStyles.hint}>
          De clubs liggen vast: er zijn al spelersgebeurtenissen ingevoerd.
        </p>
      ) : null}
      <ActionStatus action={action} labels={WEDSTRIJD_LABELS} onReload={reset} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={action.busy || clubs.length < 2}>
          {base ? 'Wedstrijd opslaan' : 'Wedstrijd toevoegen'}
        </Button>
        {onClose ? (
          <Button variant="secondary" onClick={onClose}>
            Annuleren
          </Button>
        ) : null}
      </div>
    </form>
  );
}
