// The organiser's overview of a transfer window (issue 27, item 3): its deadline (Amsterdam
// time), and per participant the transfers used of the maximum with who made each; a
// participant's transfer can be undone with a note, after a confirmation.
import type { Transferperiode, TransferperiodeOverzicht } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { QueryView } from '../../../components/query-view';
import { EmptyState } from '../../../components/states';
import { Button } from '../../../components/ui/button';
import { formatDeadline, toAmsterdamInput } from '../../../lib/transfer-deadline';
import { transferperiodeApi } from '../api/season';
import {
  transferperiodeOverzichtQuery,
  undoTransferMetNotitie,
} from '../api/transferperiode-overzicht';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { Field } from '../components/field';
import styles from './transferperiode-overzicht.module.css';
import formStyles from '../components/form.module.css';

type Deelnemer = TransferperiodeOverzicht['deelnemers'][number];
type Transfer = Deelnemer['transfers'][number];

/** The window shown first: the open one, else the latest. */
function firstShown(periodes: readonly Transferperiode[]): number | null {
  return (periodes.find((p) => p.isOpen) ?? periodes.at(-1))?.id ?? null;
}

export function TransferperiodeOverzichtCard({
  periodes,
}: {
  periodes: readonly Transferperiode[];
}) {
  const selectId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const id = periodes.some((p) => p.id === chosen) ? chosen : firstShown(periodes);
  const periode = periodes.find((p) => p.id === id);
  if (!periode) return null;
  return (
    <Card title="Transfers per periode">
      {periodes.length > 1 ? (
        <div className="field">
          <label htmlFor={selectId}>Transferperiode</label>
          <select
            id={selectId}
            value={periode.id}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {periodes.map((p) => (
              <option key={p.id} value={p.id}>
                Vanaf speelronde {p.fromRound} ({p.isOpen ? 'open' : 'gesloten'})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <DeadlineForm key={`${periode.id}-${periode.version}`} periode={periode} />
      <Overzicht periode={periode} />
    </Card>
  );
}

/** The window's deadline: participants make their own transfers until then. */
function DeadlineForm({ periode }: { periode: Transferperiode }) {
  const action = useOrganiserAction('transferperiodes');
  const [value, setValue] = useState(periode.sluitOp ? toAmsterdamInput(periode.sluitOp) : '');

  const save = (sluitOp: string | null) =>
    action.run(
      () =>
        transferperiodeApi.update(periode.id, {
          version: periode.version,
          fromRound: periode.fromRound,
          isOpen: periode.isOpen,
          sluitOp,
        }),
      {
        success: sluitOp
          ? `De deadline is opgeslagen: deelnemers kunnen wisselen tot ${sluitOp.slice(11)} op ${sluitOp.slice(8, 10)}-${sluitOp.slice(5, 7)}-${sluitOp.slice(0, 4)}.`
          : 'De deadline is weggehaald: alleen jij voert transfers van deze periode in.',
      },
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) return action.fail({ sluitOp: 'Kies een datum en tijd.' });
    void save(value);
  }

  return (
    <form onSubmit={submit} noValidate className={styles.deadline}>
      <h3>Deadline voor deelnemers</h3>
      <p className="muted">
        {periode.sluitOp
          ? periode.openVoorDeelnemers
            ? `Deelnemers wisselen zelf tot ${formatDeadline(periode.sluitOp)}; daarna zijn hun transfers definitief.`
            : `De deadline was ${formatDeadline(periode.sluitOp)}${periode.isOpen ? '' : ' (de periode is gesloten)'}: de transfers zijn definitief.`
          : 'Zonder deadline voer jij de transfers in; met een deadline doen deelnemers het zelf tot dan.'}
      </p>
      <div className={formStyles.row}>
        <Field
          label="Sluit op (Nederlandse tijd)"
          hint="De periode sluit vanzelf op dit moment."
          error={action.fields.sluitOp}
        >
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
        </Field>
      </div>
      <ActionStatus action={action} labels={{ sluitOp: 'Sluit op' }} />
      <div className={styles.knoppen}>
        <Button type="submit" disabled={action.busy}>
          Deadline opslaan
        </Button>
        {periode.sluitOp ? (
          <Button variant="secondary" disabled={action.busy} onClick={() => void save(null)}>
            Deadline weghalen
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Overzicht({ periode }: { periode: Transferperiode }) {
  const overzicht = useQuery(transferperiodeOverzichtQuery(periode.id));
  const action = useOrganiserAction(['deelnemers', 'transferperiodes']);
  const [allen, setAllen] = useState(false);
  const [undoing, setUndoing] = useState<{ deelnemer: Deelnemer; transfer: Transfer } | null>(null);

  return (
    <QueryView query={overzicht} loadingText="Transfers worden geladen…">
      {(data) => {
        const met = data.deelnemers.filter((d) => d.used > 0);
        const shown = allen ? data.deelnemers : met;
        const total = met.reduce((sum, d) => sum + d.used, 0);
        return (
          <div className={styles.overzicht}>
            <h3>Wie heeft er gewisseld</h3>
            <p>
              {met.length} van {data.deelnemers.length} deelnemers{' '}
              {met.length === 1 ? 'heeft' : 'hebben'} transfers gedaan, samen {total} (maximaal{' '}
              {data.maxTransfers} per deelnemer).
            </p>
            <ActionStatus action={action} />
            {shown.length === 0 ? (
              <EmptyState>Nog niemand heeft in deze periode gewisseld.</EmptyState>
            ) : (
              <ul className={styles.deelnemers} aria-label="Deelnemers en hun transfers">
                {shown.map((d) => (
                  <li key={d.deelnemerId}>
                    <div className={styles.kop}>
                      <span>
                        <strong>{d.name}</strong> <span className="muted">{d.teamName}</span>
                      </span>
                      <span className={d.used >= d.max ? styles.vol : styles.teller}>
                        {d.used} van {d.max}
                      </span>
                    </div>
                    {d.transfers.length > 0 ? (
                      <ul className={styles.transfers}>
                        {d.transfers.map((t) => (
                          <li key={t.id}>
                            <span>
                              {t.playerOutName} eruit, {t.playerInName} erin
                              <span className={styles.door}>
                                {' '}
                                · door {t.door.naam}
                                {t.door.soort === 'organisator' ? ' (organisatie)' : ''}
                              </span>
                            </span>
                            <Button
                              size="sm"
                              variant="secondary"
                              disabled={action.busy}
                              aria-label={`Terugdraaien: ${t.playerOutName} voor ${t.playerInName} bij ${d.name}`}
                              onClick={() => setUndoing({ deelnemer: d, transfer: t })}
                            >
                              Terugdraaien
                            </Button>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <Link
                      className={styles.invoeren}
                      to={`/dashboard/deelnemers?deelnemer=${d.deelnemerId}`}
                    >
                      Transfers invoeren voor {d.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {data.deelnemers.length > met.length ? (
              <Button variant="link" onClick={() => setAllen(!allen)}>
                {allen
                  ? 'Alleen deelnemers met transfers'
                  : `Toon alle ${data.deelnemers.length} deelnemers`}
              </Button>
            ) : null}
            {undoing ? (
              <UndoDialog
                {...undoing}
                busy={action.busy}
                onCancel={() => setUndoing(null)}
                onConfirm={async (notitie) => {
                  const { deelnemer, transfer } = undoing;
                  setUndoing(null);
                  await action.run(
                    () =>
                      undoTransferMetNotitie(
                        deelnemer.deelnemerId,
                        transfer.id,
                        deelnemer.version,
                        notitie,
                      ),
                    {
                      success: `De transfer van ${deelnemer.name} (${transfer.playerOutName} voor ${transfer.playerInName}) is teruggedraaid.`,
                    },
                  );
                }}
              />
            ) : null}
          </div>
        );
      }}
    </QueryView>
  );
}

/** Asks before undoing, in a modal dialog, with a note on why (it goes into the logbook). */
function UndoDialog({
  deelnemer,
  transfer,
  busy,
  onCancel,
  onConfirm,
}: {
  deelnemer: Deelnemer;
  transfer: Transfer;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (notitie: string) => Promise<void>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [notitie, setNotitie] = useState('');
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void onConfirm(notitie);
        }}
      >
        <h3 id={titleId}>Transfer terugdraaien?</h3>
        <p>
          {deelnemer.name} ({deelnemer.teamName}): {transfer.playerOutName} eruit,{' '}
          {transfer.playerInName} erin. {transfer.playerOutName} komt terug in het team.
        </p>
        <Field label="Notitie (waarom)" hint="Komt in het logboek bij deze wijziging.">
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={500}
              value={notitie}
              onChange={(e) => setNotitie(e.target.value)}
            />
          )}
        </Field>
        <div className={styles.knoppen}>
          <Button type="submit" variant="danger" disabled={busy}>
            Terugdraaien
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Annuleren
          </Button>
        </div>
      </form>
    </dialog>
  );
}
