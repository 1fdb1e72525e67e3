import type {
  Transferperiode,
  TransferperiodeCreateRequest,
  TransferperiodeUpdateRequest,
} from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Card } from '../../../components/card';
import { TableScroll } from '../../../components/ui/table';
import { EmptyState, LoadingState } from '../../../components/states';
import { numberProblems } from '../api/number-problems';
import { transferperiodesQuery } from '../api/queries';
import { transferperiodeApi } from '../api/season';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import { Field } from '../components/field';
import { NumberInput } from '../components/number-input';
import { Button } from '../../../components/ui/button';
import { formatDeadline } from '../../../lib/transfer-deadline';
import { TransferperiodeOverzichtCard } from './transferperiode-overzicht';
import formStyles from '../components/form.module.css';
import badgeStyles from '../components/badge.module.css';

const LABELS = {
  fromRound: 'Transfers gaan in vanaf speelronde',
  isOpen: 'Open',
  sluitOp: 'Deadline voor deelnemers',
};

/** Transfer windows: while one is open, participants' transfers can be entered. */
export function TransferperiodesCard({
  roundCount,
  nextRound,
}: {
  roundCount: number;
  nextRound: number;
}) {
  const periodes = useQuery(transferperiodesQuery);
  const action = useOrganiserAction('transferperiodes');
  const [fromRound, setFromRound] = useState<number>(nextRound);
  const [isOpen, setIsOpen] = useState(true);
  // Amsterdam wall time from a datetime-local input; empty: no deadline (the organiser enters).
  const [sluitOp, setSluitOp] = useState('');

  async function create(event: FormEvent) {
    event.preventDefault();
    const body: TransferperiodeCreateRequest = { fromRound, isOpen, sluitOp: sluitOp || null };
    const problems = numberProblems({ fromRound });
    if (Object.keys(problems).length > 0) return action.fail(problems);
    await action.run(() => transferperiodeApi.create(body), {
      success: `Transferperiode vanaf speelronde ${fromRound} is aangemaakt.`,
    });
  }

  const update = (p: Transferperiode, open: boolean) => {
    const body: TransferperiodeUpdateRequest = {
      version: p.version,
      fromRound: p.fromRound,
      isOpen: open,
    };
    return action.run(() => transferperiodeApi.update(p.id, body), {
      success: `Transferperiode vanaf speelronde ${p.fromRound} is ${open ? 'geopend' : 'gesloten'}.`,
    });
  };

  const remove = (p: Transferperiode) =>
    action.run(() => transferperiodeApi.remove(p), {
      success: `Transferperiode vanaf speelronde ${p.fromRound} is verwijderd.`,
    });

  return (
    <>
      <Card title="Transferperiodes">
        <p className="muted">
          Tijdens een open transferperiode voer je bij Deelnemers hun transfers in; ze gaan in vanaf
          de gekozen speelronde. Er kan één periode tegelijk open zijn.
        </p>
        {periodes.isPending ? <LoadingState text="Transferperiodes worden geladen…" /> : null}
        {periodes.data && periodes.data.length === 0 ? (
          <EmptyState>Er is nog geen transferperiode.</EmptyState>
        ) : null}
        {periodes.data && periodes.data.length > 0 ? (
          <TableScroll label="Transferperiodes">
            <table className="table table--compact">
              <caption className="sr-only">Transferperiodes</caption>
              <thead>
                <tr>
                  <th scope="col">Vanaf speelronde</th>
                  <th scope="col">Status</th>
                  <th scope="col">Deadline</th>
                  <th scope="col" className="num">
                    Transfers
                  </th>
                  <th scope="col" className="actions">
                    <span className="sr-only">Acties</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {periodes.data.map((p) => (
                  <tr key={p.id}>
                    <td>{p.fromRound}</td>
                    <td>
                      <span className={`${badgeStyles.badge} ${p.isOpen ? '' : badgeStyles.warn}`}>
                        {p.isOpen ? 'open' : 'gesloten'}
                      </span>
                    </td>
                    <td>{p.sluitOp ? formatDeadline(p.sluitOp) : 'geen'}</td>
                    <td className="num">{p.transferCount}</td>
                    <td className="actions">
                      <Button
                        size="sm"
                        disabled={action.busy}
                        onClick={() => void update(p, !p.isOpen)}
                      >
                        {p.isOpen ? 'Sluiten' : 'Openen'}
                        <span className="sr-only"> (vanaf speelronde {p.fromRound})</span>
                      </Button>{' '}
                      <ConfirmButton
                        label="Verwijderen"
                        ariaLabel={`Transferperiode vanaf speelronde ${p.fromRound} verwijderen`}
                        question="Deze transferperiode verwijderen?"
                        disabled={action.busy || p.transferCount > 0}
                        onConfirm={() => remove(p)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : null}
        <form onSubmit={create} noValidate>
          <h3>Nieuwe transferperiode</h3>
          <div className={formStyles.row}>
            <Field label={LABELS.fromRound} error={action.fields.fromRound}>
              {(control) => (
                <NumberInput
                  {...control}
                  min={1}
                  max={roundCount}
                  value={fromRound}
                  onChange={setFromRound}
                />
              )}
            </Field>
            <div className={`field ${formStyles.check}`}>
              <label>
                <input
                  type="checkbox"
                  checked={isOpen}
                  onChange={(e) => setIsOpen(e.target.checked)}
                />
                Meteen openen
              </label>
            </div>
            <Field
              label={LABELS.sluitOp}
              hint="Nederlandse tijd; leeg: jij voert de transfers in."
              error={action.fields.sluitOp}
            >
              {(control) => (
                <input
                  {...control}
                  type="datetime-local"
                  value={sluitOp}
                  onChange={(e) => setSluitOp(e.target.value)}
                />
              )}
            </Field>
          </div>
          <ActionStatus action={action} labels={LABELS} />
          <Button type="submit" disabled={action.busy}>
            Transferperiode toevoegen
          </Button>
        </form>
      </Card>
      {periodes.data && periodes.data.length > 0 ? (
        <TransferperiodeOverzichtCard periodes={periodes.data} />
      ) : null}
    </>
  );
}
