import type {
  OrganiserDeelnemer,
  OrganiserSpeler,
  Transferperiode,
  TransfersCheckRequest,
  TransfersRequest,
} from '@clubelf/contract';
import { useId, useState, type FormEvent } from 'react';
import { Card } from '../../../components/card';
import { RegelCheckView } from '../../../components/regel-check-view';
import { TableScroll } from '../../../components/ui/table';
import { useRegelCheck } from '../../../lib/use-regel-check';
import { checkTransfers, saveTransfers, undoTransfer } from '../api/deelnemers';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import { transferChoices } from './transfer-choices';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';
import listStyles from './selectie-list.module.css';

type Pair = TransfersRequest['transfers'][number];

/**
 * The names a refused save's problems go under: the server names the swap a rule is about by its
 * place in the request (transfers.0, or transfers.0.playerInId for one of its players).
 */
function transferLabels(
  pairs: readonly Pair[],
  nameOf: (playerId: number) => string,
): Record<string, string> {
  const labels: Record<string, string> = { transfers: 'Transfers' };
  pairs.forEach((p, i) => {
    labels[`transfers.${i}`] = `${nameOf(p.playerOutId)} → ${nameOf(p.playerInId)}`;
  });
  return labels;
}

interface TransfersCardProps {
  deelnemer: OrganiserDeelnemer;
  spelers: readonly OrganiserSpeler[];
  /** The open transfer window, or null. */
  openWindow: Transferperiode | null;
  maxTransfers: number;
  /** A transfer can be undone only while its speelronde has no results. */
  roundHasResults: (round: number) => boolean;
}

/** Transfers in the open transfer window: swap players for players of the same position. */
export function TransfersCard({
  deelnemer,
  spelers,
  openWindow,
  maxTransfers,
  roundHasResults,
}: TransfersCardProps) {
  const action = useOrganiserAction('deelnemers');
  const id = useId();
  const [pairs, setPairs] = useState<Pair[]>([]);
  const [out, setOut] = useState(0);
  const [into, setInto] = useState(0);
  const byId = new Map(spelers.map((s) => [s.id, s]));
  const nameOf = (playerId: number) => byId.get(playerId)?.name ?? `speler ${playerId}`;
  const checkBody: TransfersCheckRequest = { transfers: pairs };
  const check = useRegelCheck(
    ['organiser', 'check', 'transfers', deelnemer.id],
    checkBody,
    (body) => checkTransfers(deelnemer.id, body),
    pairs.length > 0 && openWindow !== null,
  );

  const choices = transferChoices(deelnemer, openWindow?.fromRound ?? 1);
  const outs = choices.outs.filter((pid) => !pairs.some((p) => p.playerOutId === pid));
  const outSpeler = byId.get(out);
  const ins = outSpeler
    ? spelers.filter(
        (s) =>
          s.position === outSpeler.position &&
          s.status !== 'vertrokken' &&
          !choices.inSelection.has(s.id) &&
          !pairs.some((p) => p.playerInId === s.id),
      )
    : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: TransfersRequest = { version: deelnemer.version, transfers: pairs };
    const done = await action.run(() => saveTransfers(deelnemer.id, body), {
      success: `${pairs.length} ${pairs.length === 1 ? 'transfer is' : 'transfers zijn'} opgeslagen, vanaf speelronde ${openWindow?.fromRound}.`,
    });
    if (done) setPairs([]);
  }

  const undo = (transferId: number) =>
    action.run(() => undoTransfer(deelnemer.id, transferId, deelnemer.version), {
      success: 'De transfer is teruggedraaid.',
    });

  return (
    <Card title="Transfers">
      {deelnemer.transfers.length > 0 ? (
        <TableScroll label="Gedane transfers">
          <table className="table table--compact">
            <caption>Gedane transfers</caption>
            <thead>
              <tr>
                <th scope="col">Eruit</th>
                <th scope="col">Erin</th>
                <th scope="col" className="num">
                  Vanaf ronde
                </th>
                <th scope="col" className="actions">
                  <span className="sr-only">Acties</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deelnemer.transfers.map((t) => (
                <tr key={t.id}>
                  <td>{nameOf(t.playerOutId)}</td>
                  <td>{nameOf(t.playerInId)}</td>
                  <td className="num">{t.fromRound}</td>
                  <td className="actions">
                    <ConfirmButton
                      label="Terugdraaien"
                      ariaLabel={`Transfer ${nameOf(t.playerOutId)} voor ${nameOf(t.playerInId)} terugdraaien`}
                      question="Deze transfer terugdraaien?"
                      disabled={action.busy || roundHasResults(t.fromRound)}
                      onConfirm={() => undo(t.id)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p className="muted">Nog geen transfers.</p>
      )}
      {deelnemer.transfers.some((t) => roundHasResults(t.fromRound)) ? (
        <p className={formStyles.hint}>
          Een transfer kan alleen terug zolang zijn speelronde nog geen uitslagen heeft.
        </p>
      ) : null}
      {!openWindow || deelnemer.selectie.length === 0 ? <ActionStatus action={action} /> : null}
      {!openWindow ? (
        <p>Er is geen transferperiode open. Open er een bij Seizoen om transfers in te voeren.</p>
      ) : deelnemer.selectie.length === 0 ? (
        <p>Kies eerst de selectie; transfers komen daarna.</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <h3>Nieuwe transfers (vanaf speelronde {openWindow.fromRound})</h3>
          <p className="muted">
            Maximaal {maxTransfers} per transferperiode, steeds voor een speler op dezelfde positie.
          </p>
          <div className={formStyles.toolbar}>
            <div className="field">
              <label htmlFor={`${id}-out`}>Speler eruit</label>
              <select
                id={`${id}-out`}
                value={out}
                onChange={(e) => {
                  setOut(Number(e.target.value));
                  setInto(0);
                }}
              >
                <option value={0}>Kies een speler</option>
                {outs.map((pid) => (
                  <option key={pid} value={pid}>
                    {nameOf(pid)} ({byId.get(pid)?.position}, {byId.get(pid)?.clubName})
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-in`}>Speler erin</label>
              <select
                id={`${id}-in`}
                value={into}
                disabled={!outSpeler}
                onChange={(e) => setInto(Number(e.target.value))}
              >
                <option value={0}>
                  {outSpeler
                    ? `Kies een ${outSpeler.position.toLowerCase()}`
                    : 'Kies eerst wie eruit gaat'}
                </option>
                {ins.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name} ({s.clubName}
                    {s.status === 'nieuw' ? ', nieuw' : ''})
                  </option>
                ))}
              </select>
            </div>
            <Button
              variant="secondary"
              disabled={!out || !into}
              onClick={() => {
                setPairs([...pairs, { playerOutId: out, playerInId: into }]);
                setOut(0);
                setInto(0);
              }}
            >
              Wissel toevoegen
            </Button>
          </div>
          {pairs.length > 0 ? (
            <>
              <ul className={listStyles.list} aria-label="Nieuwe transfers">
                {pairs.map((p) => (
                  <li key={p.playerOutId}>
                    <span>
                      {nameOf(p.playerOutId)} → {nameOf(p.playerInId)}
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setPairs(pairs.filter((q) => q !== p))}
                    >
                      Weghalen
                    </Button>
                  </li>
                ))}
              </ul>
              <RegelCheckView
                state={check}
                nameOf={nameOf}
                okText="Deze transfers voldoen aan alle regels."
              />
            </>
          ) : null}
          <ActionStatus action={action} labels={transferLabels(pairs, nameOf)} />
          <Button
            type="submit"

            disabled={
              action.busy || pairs.length === 0 || check.kind !== 'done' || !check.check.valid
            }
          >
            Transfers opslaan
          </Button>
        </form>
      )}
    </Card>
  );
}
