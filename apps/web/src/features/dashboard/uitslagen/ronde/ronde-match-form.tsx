import type { Uitslag, UitslagRequest } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { QueryView } from '../../../../components/query-view';
import { formatDate, formatTime } from '../../../../lib/format';
import { uitslagQuery } from '../../api/queries';
import { useOrganiserAction } from '../../api/use-organiser-action';
import { useServerDraft } from '../../api/use-server-draft';
import { saveUitslag } from '../../api/wedstrijden';
import { ActionStatus } from '../../components/action-status';
import { Field } from '../../components/field';
import { NumberInput } from '../../components/number-input';
import { SaveActions } from '../../components/save-actions';
import { goalsByPlayers, setEvent, type EventsRow } from '../event-columns';
import { errorsByPlayer } from '../event-errors';
import { lineUpCounts, lineUpSource } from '../line-up';
import { scoreCheck } from '../score-check';
import { uitslagBody, uitslagDraft } from '../uitslag-body';
import { EventPicker } from './event-picker';
import { LineUpPanel } from './line-up-panel';
import { addEvent, eventLines, removeEvent, type EventKind } from './match-events';
import { matchState, MATCH_STATE_LABELS } from './match-state';
import styles from './ronde.module.css';
import { Button } from '../../../../components/ui/button';
import badgeStyles from '../../components/badge.module.css';
import { fieldErrorClass } from '../../../../components/ui/field';

const LABELS = {
  homeGoals: 'Doelpunten thuisclub',
  awayGoals: 'Doelpunten uitclub',
  events: 'Spelersgebeurtenissen',
};

interface MatchProps {
  /** After a save the server took: the page moves the focus to the next match. */
  onSaved: () => void;
}

function MatchForm({ uitslag, onSaved }: MatchProps & { uitslag: Uitslag }) {
  const headingId = useId();
  const action = useOrganiserAction('uitslagen');
  const { draft, setDraft, base, dirty, reset, saved } = useServerDraft(uitslag, uitslagDraft);
  const [sent, setSent] = useState<EventsRow[]>([]);
  const w = base.wedstrijd;
  const clubs = { home: w.homeClub, away: w.awayClub };
  const check = scoreCheck(
    { home: draft.homeGoals, away: draft.awayGoals },
    goalsByPlayers(draft.rows),
    clubs,
  );
  const spelerOf = useMemo(() => new Map(base.spelers.map((s) => [s.playerId, s])), [base.spelers]);
  const candidates = useMemo(
    () =>
      base.spelers.map((s, i) => ({
        playerId: s.playerId,
        name: s.name,
        club: s.side === 'home' ? w.homeClub : w.awayClub,
        played: draft.rows[i]?.played ?? false,
      })),
    [base.spelers, draft.rows, w.homeClub, w.awayClub],
  );
  const errors = errorsByPlayer(action.fields, sent);
  const state = matchState({ stored: w.homeGoals !== null, dirty, outcome: action.outcome?.kind });

  const setRows = (update: (rows: readonly EventsRow[]) => EventsRow[]) =>
    setDraft((d) => ({ ...d, rows: update(d.rows) }));
  const change = (playerId: number, step: (row: EventsRow) => EventsRow) =>
    setRows((rows) => rows.map((r) => (r.playerId === playerId ? step(r) : r)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { body, problems } = uitslagBody(draft, w.version);
    setSent(body.events);
    if (Object.keys(problems).length > 0) return action.fail(problems);
    await save(body);
  }

  async function save(body: UitslagRequest) {
    const result = await action.run(() => saveUitslag(w.id, body), {
      success:
        body.homeGoals === null
          ? `${w.homeClub} - ${w.awayClub} heeft geen uitslag.`
          : `Opgeslagen: ${w.homeClub} ${body.homeGoals} - ${body.awayGoals} ${w.awayClub}, ${body.events.length} spelers.`,
      onSuccess: saved,
    });
    if (result) onSaved();
  }

  const scoreField = (key: 'homeGoals' | 'awayGoals', club: string) => (
    <Field label={club} error={action.fields[key]} className={styles.scoreField}>
      {(control) => (
        <NumberInput
          {...control}
          data-score={key === 'homeGoals' ? 'home' : 'away'}
          min={0}
          max={99}
          value={draft[key]}
          onChange={(n) => setDraft((d) => ({ ...d, [key]: Number.isNaN(n) ? null : n }))}
        />
      )}
    </Field>
  );
  const lines = eventLines(draft.rows);
  const counts = lineUpCounts(draft.rows);
  const unknown = Object.entries(errors).filter(
    ([id]) => !lines.some((l) => l.playerId === Number(id)),
  );

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {w.homeClub} - {w.awayClub}
        </h2>
        <span className={`${badgeStyles.badge} ${styles[state]}`}>{MATCH_STATE_LABELS[state]}</span>
        <small className="muted">
          {formatDate(w.kickoff)} {formatTime(w.kickoff)}
        </small>
      </div>
      <div className={styles.score} role="group" aria-label="Uitslag">
        {scoreField('homeGoals', w.homeClub)}
        <span aria-hidden="true" className={styles.dash}>
          -
        </span>
        {scoreField('awayGoals', w.awayClub)}
      </div>
      <EventPicker
        candidates={candidates}
        onAdd={(playerId: number, kind: EventKind) => change(playerId, (r) => addEvent(r, kind))}
      />
      {lines.length > 0 ? (
        <ul className={styles.events} aria-label={`Gebeurtenissen ${w.homeClub} - ${w.awayClub}`}>
          {lines.map((l) => {
            const speler = spelerOf.get(l.playerId)!;
            const error = errors[l.playerId];
            return (
              <li key={`${l.playerId}-${l.kind}`}>
                <span>
                  {l.label}: <strong>{speler.name}</strong>{' '}
                  <small>({speler.side === 'home' ? w.homeClub : w.awayClub})</small>
                  {error ? <span className={fieldErrorClass}>{error}</span> : null}
                </span>
                <Button
                  variant="link"
                  size="sm"
                  aria-label={`${l.label} van ${speler.name} verwijderen`}
                  onClick={() => change(l.playerId, (r) => removeEvent(r, l.kind))}
                >
                  ✕
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {unknown.map(([id, error]) => (
        <p key={id} className={fieldErrorClass}>
          {spelerOf.get(Number(id))?.name}: {error}
        </p>
      ))}
      <p
        className={`${styles.check} ${check.kind === 'none' ? '' : styles[check.kind]}`}
        role="status"
        aria-live="polite"
      >
        {check.kind === 'none' ? '' : check.text}
      </p>
      <LineUpPanel
        uitslag={base}
        rows={draft.rows}
        counts={counts}
        source={lineUpSource(base)}
        errors={errors}
        onRow={(index, row) => setRows((rows) => rows.map((r, i) => (i === index ? row : r)))}
        onAdd={(playerId) => change(playerId, (r) => setEvent(r, 'played', true))}
      />
      <ActionStatus action={action} labels={LABELS} onReload={reset} />
      <SaveActions
        saveLabel="Uitslag opslaan"
        action={action}
        onUndo={reset}
        undoDisabled={action.busy || !dirty}
      />
    </form>
  );
}

/** One match of the round in a compact form: score, events by player, the line-up folded. */
export function RondeMatchForm({ wedstrijdId, ...props }: MatchProps & { wedstrijdId: number }) {
  const query = useQuery(uitslagQuery(wedstrijdId));
  return (
    <QueryView query={query} loadingText="Wedstrijd wordt geladen…">
      {(uitslag) => <MatchForm uitslag={uitslag} {...props} />}
    </QueryView>
  );
}
