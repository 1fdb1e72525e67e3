import type { Uitslag, UitslagRequest } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { QueryView } from '../../../components/query-view';
import { formatDate, formatTime } from '../../../lib/format';
import { numberProblems } from '../api/number-problems';
import { uitslagQuery } from '../api/queries';
import { useOrganiserAction } from '../api/use-organiser-action';
import { useServerDraft } from '../api/use-server-draft';
import { saveUitslag } from '../api/wedstrijden';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import { Field } from '../components/field';
import { NumberInput } from '../components/number-input';
import { SaveActions } from '../components/save-actions';
import { goalsByPlayers, type EventsRow } from './event-columns';
import { errorsByPlayer } from './event-errors';
import { EventsGrid } from './events-grid';

interface Draft {
  homeGoals: number | null;
  awayGoals: number | null;
  rows: EventsRow[];
}

const toDraft = (u: Uitslag): Draft => ({
  homeGoals: u.wedstrijd.homeGoals,
  awayGoals: u.wedstrijd.awayGoals,
  rows: u.spelers.map(({ name: _n, position: _p, status: _s, ...events }) => events),
});

const LABELS = {
  homeGoals: 'Doelpunten thuisclub',
  awayGoals: 'Doelpunten uitclub',
  events: 'Spelersgebeurtenissen',
};

interface EditorProps {
  /** Keeps this match chosen in the address while the round's list changes after a save. */
  onSaving: () => void;
  /** Goes to the round's next match; null for the last. */
  onNext: (() => void) | null;
}

function Editor({ uitslag, onSaving, onNext }: EditorProps & { uitslag: Uitslag }) {
  const action = useOrganiserAction();
  const { draft, setDraft, base, reset, saved } = useServerDraft(uitslag, toDraft);
  const [onlyPlayed, setOnlyPlayed] = useState(false);
  const [sent, setSent] = useState<EventsRow[]>([]);
  const w = base.wedstrijd;
  const byPlayers = goalsByPlayers(draft.rows);
  const tooMany =
    (draft.homeGoals !== null && byPlayers.home > draft.homeGoals) ||
    (draft.awayGoals !== null && byPlayers.away > draft.awayGoals);

  async function save(body: UitslagRequest, success: string) {
    onSaving();
    setSent(body.events);
    await action.run(() => saveUitslag(w.id, body), {
      success,
      onSuccess: saved,
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const events = draft.rows.filter((r) => r.played);
    const body: UitslagRequest = {
      version: w.version,
      homeGoals: draft.homeGoals,
      awayGoals: draft.awayGoals,
      events,
    };
    const problems = numberProblems({
      homeGoals: body.homeGoals ?? 0,
      awayGoals: body.awayGoals ?? 0,
    });
    for (const [i, r] of events.entries())
      Object.assign(problems, numberProblems(r, `events.${i}`));
    if ((body.homeGoals === null) !== (body.awayGoals === null)) {
      problems[body.homeGoals === null ? 'homeGoals' : 'awayGoals'] =
        'vul beide scores in, of geen van beide';
    }
    if (Object.keys(problems).length > 0) {
      setSent(events);
      return action.fail(problems);
    }
    await save(
      body,
      body.homeGoals === null
        ? `${w.homeClub} - ${w.awayClub} heeft geen uitslag meer.`
        : `Uitslag opgeslagen: ${w.homeClub} ${body.homeGoals} - ${body.awayGoals} ${w.awayClub}, met ${events.length} spelers. De standen zijn bijgewerkt.`,
    );
  }

  const setRow = (index: number, row: EventsRow) =>
    setDraft((d) => ({ ...d, rows: d.rows.map((r, i) => (i === index ? row : r)) }));
  const scoreField = (key: 'homeGoals' | 'awayGoals', club: string) => (
    <Field label={`${club}`} error={action.fields[key]}>
      {(control) => (
        <NumberInput
          {...control}
          min={0}
          max={99}
          value={draft[key]}
          onChange={(n) => setDraft((d) => ({ ...d, [key]: Number.isNaN(n) ? null : n }))}
        />
      )}
    </Field>
  );

  return (
    <Card title={`${w.homeClub} - ${w.awayClub}`} className="editor-card">
      <p className="muted">
        Speelronde {w.round}, aftrap {formatDate(w.kickoff)} {formatTime(w.kickoff)}.
      </p>
      <form onSubmit={submit} noValidate>
        <fieldset className="score-inputs">
          <legend>Uitslag</legend>
          {scoreField('homeGoals', w.homeClub)}
          <span aria-hidden="true" className="score-inputs__dash">
            -
          </span>
          {scoreField('awayGoals', w.awayClub)}
        </fieldset>
        <p className={tooMany ? 'field-error' : 'muted'} role={tooMany ? 'alert' : undefined}>
          Doelpunten bij de spelers (eigen doelpunten voor de tegenstander): {byPlayers.home} -{' '}
          {byPlayers.away}.{tooMany ? ' Dat is meer dan de uitslag: controleer de doelpunten.' : ''}
        </p>
        <div className="field field--check">
          <label>
            <input
              type="checkbox"
              checked={onlyPlayed}
              onChange={(e) => setOnlyPlayed(e.target.checked)}
            />
            Alleen spelers tonen die speelden
          </label>
        </div>
        <EventsGrid
          spelers={base.spelers}
          rows={draft.rows}
          onChange={setRow}
          clubs={{ home: w.homeClub, away: w.awayClub }}
          errors={errorsByPlayer(action.fields, sent)}
          onlyPlayed={onlyPlayed}
        />
        <ActionStatus action={action} labels={LABELS} onReload={reset} />
        {action.outcome?.kind === 'success' ? (
          <p>
            Bekijk de <Link to="/standen/tussenstand">tussenstand</Link> of{' '}
            <Link to={`/info/wedstrijden`}>de wedstrijden</Link> zoals bezoekers ze zien.
            {onNext ? (
              <>
                {' '}
                <button type="button" className="button button--small" onClick={onNext}>
                  Volgende wedstrijd
                </button>
              </>
            ) : null}
          </p>
        ) : null}
        <SaveActions saveLabel="Uitslag opslaan" action={action} onUndo={reset}>
          {w.homeGoals !== null ? (
            <ConfirmButton
              label="Uitslag wissen"
              question="De uitslag en alle gebeurtenissen van deze wedstrijd wissen (uitgesteld)?"
              disabled={action.busy}
              onConfirm={() =>
                save(
                  { version: w.version, homeGoals: null, awayGoals: null, events: [] },
                  `De uitslag van ${w.homeClub} - ${w.awayClub} is gewist.`,
                )
              }
            />
          ) : null}
        </SaveActions>
      </form>
    </Card>
  );
}

/** The score and player events of one match. */
export function UitslagEditor({ wedstrijdId, ...props }: EditorProps & { wedstrijdId: number }) {
  const query = useQuery(uitslagQuery(wedstrijdId));
  return (
    <QueryView query={query} loadingText="Wedstrijd wordt geladen…">
      {(uitslag) => <Editor uitslag={uitslag} {...props} />}
    </QueryView>
  );
}
