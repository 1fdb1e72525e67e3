import type {
  OrganiserClub,
  OrganiserDeelnemer,
  OrganiserSpeler,
  SelectieCheckRequest,
  SelectieRequest,
} from '@clubelf/contract';
import { useState, type FormEvent } from 'react';
import { Card } from '../../../components/card';
import { POSITIE_MEERVOUD, POSITIE_ORDER, summaryText } from '../../../lib/selectie-summary';
import { useRegelCheck } from '../../../lib/use-regel-check';
import { checkSelectie, saveSelectie } from '../api/deelnemers';
import { useOrganiserAction } from '../api/use-organiser-action';
import { useServerDraft } from '../api/use-server-draft';
import { ActionStatus } from '../components/action-status';
import { SaveActions } from '../components/save-actions';
import { filterSpelers, NO_FILTER } from '../spelers/speler-filter';
import { SpelerFilterBar } from '../spelers/speler-filter-bar';
import { RegelCheckView } from '../../../components/regel-check-view';
import { Button } from '../../../components/ui/button';
import badgeStyles from '../components/badge.module.css';
import formStyles from '../components/form.module.css';
import styles from './selectie-picker.module.css';
import listStyles from './selectie-list.module.css';

const MAX_CANDIDATES = 20;

interface SelectiePickerProps {
  deelnemer: OrganiserDeelnemer;
  spelers: readonly OrganiserSpeler[];
  clubs: readonly OrganiserClub[];
}

/** The participant's 11 at the start, checked against the rules while it is put together. */
export function SelectiePicker({ deelnemer, spelers, clubs }: SelectiePickerProps) {
  const action = useOrganiserAction('deelnemers');
  const {
    draft: ids,
    setDraft: setIds,
    base,
    reset,
    saved,
  } = useServerDraft(deelnemer, (d) => d.selectie);
  const [filter, setFilter] = useState(NO_FILTER);
  const byId = new Map(spelers.map((s) => [s.id, s]));
  const chosen = ids.map((id) => byId.get(id)).filter((s): s is OrganiserSpeler => s !== undefined);
  const checkBody: SelectieCheckRequest = { playerIds: ids, deelnemerId: deelnemer.id };
  const check = useRegelCheck(
    ['organiser', 'check', 'selectie'],
    checkBody,
    checkSelectie,
    ids.length > 0,
  );
  const foutIds = new Set(
    check.kind === 'done' ? check.check.fouten.flatMap((f) => f.playerIds) : [],
  );
  const candidates = filterSpelers(spelers, filter).filter(
    (s) => !ids.includes(s.id) && s.status !== 'vertrokken',
  );
  const nameOf = (id: number) => byId.get(id)?.name ?? `speler ${id}`;
  const changed = JSON.stringify(ids) !== JSON.stringify(base.selectie);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Another save of this participant (its name, say) leaves the selection as it was: then the
    // latest version is the right base; a selection changed elsewhere keeps the old one (409).
    const untouched = JSON.stringify(deelnemer.selectie) === JSON.stringify(base.selectie);
    const body: SelectieRequest = {
      version: untouched ? deelnemer.version : base.version,
      playerIds: ids,
    };
    await action.run(() => saveSelectie(base.id, body), {
      success: `De selectie van ${base.name} is opgeslagen.`,
      onSuccess: saved,
    });
  }

  return (
    <Card title="Selectie (11 spelers)">
      <form onSubmit={submit} noValidate>
        <p className={formStyles.summary}>{summaryText(chosen)}</p>
        {deelnemer.transfers.length > 0 ? (
          <p className="muted">
            Dit is de selectie bij de start van het seizoen; de transfers staan hieronder.
          </p>
        ) : null}
        {ids.length === 0 ? (
          <p className="muted">Nog geen spelers gekozen. Zoek hieronder spelers en voeg ze toe.</p>
        ) : (
          <RegelCheckView
            state={check}
            nameOf={nameOf}
            okText="Deze selectie voldoet aan alle regels."
          />
        )}
        <div className={styles.columns}>
          <div>
            <h3>Gekozen</h3>
            {POSITIE_ORDER.map((positie) => {
              const group = chosen.filter((s) => s.position === positie);
              return (
                <div key={positie} className={styles.group}>
                  <h4>
                    {POSITIE_MEERVOUD[positie]} ({group.length})
                  </h4>
                  {group.length === 0 ? (
                    <p className="muted">Nog niemand.</p>
                  ) : (
                    <ul
                      className={listStyles.list}
                      aria-label={`Gekozen ${POSITIE_MEERVOUD[positie].toLowerCase()}`}
                    >
                      {group.map((s) => (
                        <li key={s.id} className={foutIds.has(s.id) ? listStyles.fout : undefined}>
                          <span>
                            {s.name} <span className="muted">{s.clubName}</span>
                            {s.status !== 'actief' ? (
                              <span className={`${badgeStyles.badge} ${badgeStyles.warn}`}>
                                {s.status}
                              </span>
                            ) : null}
                          </span>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`${s.name} weghalen`}
                            onClick={() => setIds(ids.filter((id) => id !== s.id))}
                          >
                            Weghalen
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </div>
          <div>
            <h3>Spelers toevoegen</h3>
            <SpelerFilterBar
              filter={filter}
              onChange={setFilter}
              clubs={clubs}
              withStatus={false}
            />
            <ul className={listStyles.list} aria-label="Te kiezen spelers">
              {candidates.slice(0, MAX_CANDIDATES).map((s) => (
                <li key={s.id}>
                  <span>
                    {s.name}{' '}
                    <span className="muted">
                      {s.clubName} · {s.position}
                    </span>
                    {s.status === 'nieuw' ? (
                      <span className={`${badgeStyles.badge} ${badgeStyles.warn}`}>nieuw</span>
                    ) : null}
                  </span>
                  <Button
                    size="sm"
                    aria-label={`${s.name} toevoegen`}
                    disabled={ids.length >= 11}
                    onClick={() => setIds([...ids, s.id])}
                  >
                    Toevoegen
                  </Button>
                </li>
              ))}
            </ul>
            {candidates.length > MAX_CANDIDATES ? (
              <p className="muted">
                Nog {candidates.length - MAX_CANDIDATES} spelers meer: zoek op naam, club of
                positie.
              </p>
            ) : null}
            {candidates.length === 0 ? <p className="muted">Geen spelers gevonden.</p> : null}
          </div>
        </div>
        <ActionStatus action={action} labels={{ playerIds: 'Selectie' }} onReload={reset} />
        <SaveActions
          saveLabel="Selectie opslaan"
          action={action}
          onUndo={reset}
          saveDisabled={action.busy || !changed || check.kind !== 'done' || !check.check.valid}
          undoDisabled={!changed}
        >
          {changed && check.kind === 'done' && !check.check.valid ? (
            <span className="muted">Opslaan kan zodra alle regels kloppen.</span>
          ) : null}
        </SaveActions>
      </form>
    </Card>
  );
}
