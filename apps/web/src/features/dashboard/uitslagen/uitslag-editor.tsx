import type { Uitslag, UitslagRequest } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { QueryView } from '../../../components/query-view';
import { formatDate, formatTime } from '../../../lib/format';
import { uitslagQuery } from '../api/queries';
import { useOrganiserAction } from '../api/use-organiser-action';
import { useServerDraft } from '../api/use-server-draft';
import { saveUitslag } from '../api/wedstrijden';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import { Field } from '../components/field';
import { NumberInput } from '../components/number-input';
import { SaveActions } from '../components/save-actions';
import { AddPlayer } from './add-player';
import { goalsByPlayers, setEvent, type EventsRow } from './event-columns';
import { errorsByPlayer } from './event-errors';
import { EventsGrid } from './events-grid';
import { clearedRows, lineUpCounts, lineUpSource, withLineUp } from './line-up';
import { scoreCheck } from './score-check';
import { uitslagBody, uitslagDraft } from './uitslag-body';
import styles from './uitslag-editor.module.css';
import { Button } from '../../../components/ui/button';
import editorCardStyles from '../components/editor-card.module.css';

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
  const action = useOrganiserAction('uitslagen');
  const { draft, setDraft, base, reset, saved } = useServerDraft(uitslag, uitslagDraft);
  const [showAll, setShowAll] = useState(false);
  // Rows stay in view once shown (unticking a player does not make him vanish under the cursor).
  const [shown, setShown] = useState(
    () => new Set(draft.rows.filter((r) => r.played).map((r) => r.playerId)),
  );
  const [sent, setSent] = useState<EventsRow[]>([]);
  const w = base.wedstrijd;
  const clubs = { home: w.homeClub, away: w.awayClub };
  const check = scoreCheck(
    { home: draft.homeGoals, away: draft.awayGoals },
    goalsByPlayers(draft.rows),
    clubs,
  );
  const counts = lineUpCounts(draft.rows);
  const source = lineUpSource(base);
  const prefilled = w.homeGoals === null && source !== '' && base.spelers.every((s) => !s.played);
  const isShown = (row: EventsRow) => showAll || row.played || shown.has(row.playerId);
  const candidates = useMemo(
    () =>
      base.spelers
        .filter((s, i) => !(draft.rows[i]?.played ?? false) && !shown.has(s.playerId))
        .map((s) => ({
          playerId: s.playerId,
          name: s.name,
          club: s.side === 'home' ? w.homeClub : w.awayClub,
        })),
    [base.spelers, draft.rows, shown, w.homeClub, w.awayClub],
  );
  const showRows = (ids: Iterable<number>) => setShown((old) => new Set([...old, ...ids]));

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
    const { body, problems } = uitslagBody(draft, w.version);
    const events = body.events;
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
  const setRows = (update: (rows: readonly EventsRow[]) => EventsRow[]) =>
    setDraft((d) => ({ ...d, rows: update(d.rows) }));
  const addPlayer = (playerId: number) => {
    showRows([playerId]);
    setRows((rows) => rows.map((r) => (r.playerId === playerId ? setEvent(r, 'played', true) : r)));
  };
  const allStarters = () => {
    const starters = (['home', 'away'] as const).flatMap(
      (side) =>
        base.vorigeOpstelling[side]?.spelers.filter((s) => s.basisplaats).map((s) => s.playerId) ??
        [],
    );
    showRows(starters);
    setRows((rows) => withLineUp(rows, base.vorigeOpstelling, 'starters'));
  };
  const scoreField = (key: 'homeGoals' | 'awayGoals', club: string) => (
    <Field label={`${club}`} error={action.fields[key]} className={styles.scoreField}>
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
    <Card
      title={`${w.homeClub} - ${w.awayClub}`}
      label={`Uitslag invoeren: ${w.homeClub} - ${w.awayClub}`}
      className={editorCardStyles.editorCard}
    >
      <p className="muted">
        Speelronde {w.round}, aftrap {formatDate(w.kickoff)} {formatTime(w.kickoff)}.
      </p>
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.score}>
          <legend>Uitslag</legend>
          {scoreField('homeGoals', w.homeClub)}
          <span aria-hidden="true" className={styles.dash}>
            -
          </span>
          {scoreField('awayGoals', w.awayClub)}
        </fieldset>
        <p
          className={`${styles.check} ${check.kind === 'none' ? '' : styles[check.kind]}`}
          role="status"
          aria-live="polite"
        >
          {check.kind === 'none' ? '' : check.text}
        </p>
        {prefilled ? (
          <p className="muted">
            Ingevuld met de opstelling van de vorige wedstrijd ({source}). Pas aan wie er anders
            speelde; nog niets is opgeslagen.
          </p>
        ) : null}
        <div className={styles.tools} role="group" aria-label="Opstelling">
          <Button
            variant="secondary"
            size="sm"
            disabled={source === ''}
            title={
              source === ''
                ? 'Geen van beide clubs heeft een eerdere wedstrijd met opstelling'
                : `De basisspelers van de vorige wedstrijd (${source}) als gespeeld, met basisplaats`
            }
            onClick={allStarters}
          >
            Alle basisspelers gespeeld
          </Button>
          <Button
            variant="secondary"
            size="sm"
            title="Niemand heeft gespeeld: alle vinkjes en gebeurtenissen leeg (pas bij opslaan definitief)"
            onClick={() => setRows(clearedRows)}
          >
            Wissen
          </Button>
          <label className={styles.showAll}>
            <input
              type="checkbox"
              checked={showAll}
              onChange={(e) => setShowAll(e.target.checked)}
            />
            Alle spelers tonen
          </label>
        </div>
        <p className="muted" aria-live="polite">
          Gespeeld: {w.homeClub} {counts.home.played} ({counts.home.basis} in de basis),{' '}
          {w.awayClub} {counts.away.played} ({counts.away.basis} in de basis).
        </p>
        <AddPlayer candidates={candidates} onAdd={addPlayer} />
        <EventsGrid
          spelers={base.spelers}
          rows={draft.rows}
          onChange={setRow}
          clubs={clubs}
          errors={errorsByPlayer(action.fields, sent)}
          isShown={isShown}
        />
        <ActionStatus action={action} labels={LABELS} onReload={reset} />
        {action.outcome?.kind === 'success' ? (
          <p>
            Bekijk de <Link to="/standen/tussenstand">tussenstand</Link> of{' '}
            <Link to={`/info/wedstrijden`}>de wedstrijden</Link> zoals bezoekers ze zien.
            {onNext ? (
              <>
                {' '}
                <Button size="sm" onClick={onNext}>
                  Volgende wedstrijd
                </Button>
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
