import type {
  OrganiserClub,
  OrganiserSpeler,
  SpelerCreateRequest,
  SpelerUpdateRequest,
} from '@clubelf/contract';
import { useEffect, useRef, type FormEvent } from 'react';
import { Card } from '../../../components/card';
import { numberProblems } from '../api/number-problems';
import { spelerApi } from '../api/clubs-spelers';
import { useOrganiserAction } from '../api/use-organiser-action';
import { useServerDraft } from '../api/use-server-draft';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import { Field } from '../components/field';
import { NumberInput } from '../components/number-input';
import { POSITIES, SPELER_LABELS, STATUS_HINTS, STATUSSEN } from './speler-labels';
import { withStatus } from './speler-status';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';
import editorCardStyles from '../components/editor-card.module.css';

type Draft = SpelerCreateRequest;

const toDraft = (s: OrganiserSpeler | null, clubs: readonly OrganiserClub[]): Draft =>
  s
    ? {
        name: s.name,
        clubId: s.clubId,
        position: s.position,
        status: s.status,
        availableFromRound: s.availableFromRound,
        departedFromRound: s.departedFromRound,
      }
    : {
        name: '',
        clubId: clubs[0]?.id ?? 0,
        position: 'Middenvelder',
        status: 'actief',
        availableFromRound: null,
        departedFromRound: null,
      };

interface SpelerFormProps {
  speler: OrganiserSpeler | null;
  clubs: readonly OrganiserClub[];
  /** The first speelronde without results: the default for 'nieuw' and 'vertrokken'. */
  nextRound: number;
  /** Closes the form; with a message when the player is gone (removed). */
  onClose: (message?: string) => void;
}

/** Add a player, or change one: name, position, status, and a move to another club. */
export function SpelerForm({ speler, clubs, nextRound, onClose }: SpelerFormProps) {
  const action = useOrganiserAction('spelers');
  const { draft, setDraft, base, reset, saved } = useServerDraft(speler, (s) => toDraft(s, clubs));
  const { fields } = action;
  const headingRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    headingRef.current?.querySelector('input')?.focus();
  }, [speler?.id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = numberProblems(draft);
    if (Object.keys(problems).length > 0) return action.fail(problems);
    const clubName = clubs.find((c) => c.id === draft.clubId)?.name ?? '';
    if (base) {
      const body: SpelerUpdateRequest = { version: base.version, ...draft };
      const moved = base.clubId !== draft.clubId;
      await action.run(() => spelerApi.update(base.id, body), {
        success: moved
          ? `${draft.name} is opgeslagen en speelt nu bij ${clubName}; zijn punten blijven staan.`
          : `${draft.name} is opgeslagen.`,
        onSuccess: saved,
      });
    } else {
      const created = await action.run(() => spelerApi.create(draft), {
        success: `${draft.name} (${clubName}) is toegevoegd.`,
      });
      if (created) setDraft(toDraft(null, clubs));
    }
  }

  async function remove() {
    if (!base) return;
    await action.run(() => spelerApi.remove(base), {
      success: `${base.name} is verwijderd.`,
      onSuccess: () => onClose(`${base.name} is verwijderd.`),
    });
  }

  return (
    <Card
      title={base ? `Speler wijzigen: ${base.name}` : 'Nieuwe speler'}
      className={editorCardStyles.editorCard}
    >
      <form onSubmit={submit} noValidate>
        <div className={formStyles.row} ref={headingRef}>
          <Field label={SPELER_LABELS.name!} error={fields.name}>
            {(control) => (
              <input
                {...control}
                type="text"
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              />
            )}
          </Field>
          <Field
            label={SPELER_LABELS.clubId!}
            error={fields.clubId}
            hint={base ? 'Een speler die van club wisselt, houdt zijn punten.' : undefined}
          >
            {(control) => (
              <select
                {...control}
                value={draft.clubId}
                onChange={(e) => setDraft({ ...draft, clubId: Number(e.target.value) })}
              >
                {clubs.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={SPELER_LABELS.position!} error={fields.position}>
            {(control) => (
              <select
                {...control}
                value={draft.position}
                onChange={(e) =>
                  setDraft({ ...draft, position: e.target.value as Draft['position'] })
                }
              >
                {POSITIES.map((p) => (
                  <option key={p}>{p}</option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={SPELER_LABELS.status!}
            error={fields.status}
            hint={STATUS_HINTS[draft.status]}
          >
            {(control) => (
              <select
                {...control}
                value={draft.status}
                onChange={(e) =>
                  setDraft(withStatus(draft, e.target.value as Draft['status'], nextRound))
                }
              >
                {STATUSSEN.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            )}
          </Field>
          {draft.status === 'nieuw' ? (
            <Field label={SPELER_LABELS.availableFromRound!} error={fields.availableFromRound}>
              {(control) => (
                <NumberInput
                  {...control}
                  min={1}
                  value={draft.availableFromRound}
                  onChange={(n) => setDraft({ ...draft, availableFromRound: n })}
                />
              )}
            </Field>
          ) : null}
          {draft.status === 'vertrokken' ? (
            <Field label={SPELER_LABELS.departedFromRound!} error={fields.departedFromRound}>
              {(control) => (
                <NumberInput
                  {...control}
                  min={1}
                  value={draft.departedFromRound}
                  onChange={(n) => setDraft({ ...draft, departedFromRound: n })}
                />
              )}
            </Field>
          ) : null}
        </div>
        {base ? (
          <p className="muted">
            In {base.selectedCount} {base.selectedCount === 1 ? 'selectie' : 'selecties'};
            gebeurtenissen in {base.wedstrijdCount}{' '}
            {base.wedstrijdCount === 1 ? 'wedstrijd' : 'wedstrijden'}.
          </p>
        ) : null}
        <ActionStatus action={action} labels={SPELER_LABELS} onReload={reset} />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={action.busy || clubs.length === 0}>
            {base ? 'Speler opslaan' : 'Speler toevoegen'}
          </Button>
          <Button variant="secondary" onClick={() => onClose()}>
            Sluiten
          </Button>
          {base ? (
            <ConfirmButton
              label="Speler verwijderen"
              question={`${base.name} verwijderen?`}
              disabled={action.busy || base.selectedCount > 0 || base.wedstrijdCount > 0}
              onConfirm={remove}
            />
          ) : null}
        </div>
        {base && (base.selectedCount > 0 || base.wedstrijdCount > 0) ? (
          <p className={formStyles.hint}>
            Een speler die in een selectie staat of gebeurtenissen heeft, kan niet weg; zet hem op
            vertrokken.
          </p>
        ) : null}
      </form>
    </Card>
  );
}
