import type { BekerRondeCreateRequest, BekerRondeDetail, OrganiserBeker } from '@clubelf/contract';
import { useState, type FormEvent } from 'react';
import { Card } from '../../../components/card';
import { TableScroll } from '../../../components/ui/table';
import { EmptyState } from '../../../components/states';
import { drawBekerronde, undoBekerronde } from '../api/bekers';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import { Field } from '../components/field';
import styles from './beker-card.module.css';
import { BEKER_KIND_LABELS } from './beker-labels';
import { DrawView, StoredDraw } from './draw-view';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';

const stand = (isFinished: boolean) => (isFinished ? 'gespeeld' : 'nog niet gespeeld');

interface BekerCardProps {
  beker: OrganiserBeker;
  roundCount: number;
}

/** One cup: its drawn rounds, undoing a draw while allowed, and drawing the next round. */
export function BekerCard({ beker, roundCount }: BekerCardProps) {
  const { kind, rondes, next } = beker;
  const last = rondes.at(-1);
  const label = BEKER_KIND_LABELS[kind];
  const entrants = kind === 'beker' ? 'deelnemers' : 'teams';
  const action = useOrganiserAction('bekers');
  const [speelronde, setSpeelronde] = useState<number | null>(null);
  const [drawn, setDrawn] = useState<BekerRondeDetail | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const min = next.minSpeelronde ?? 1;
  const chosenRound = speelronde !== null && speelronde >= min ? speelronde : min;
  const rounds = Array.from({ length: Math.max(roundCount - min + 1, 0) }, (_, i) => min + i);

  async function draw(event: FormEvent) {
    event.preventDefault();
    const body: BekerRondeCreateRequest = { kind, speelronde: chosenRound };
    setDrawn(null);
    await action.run(() => drawBekerronde(body), {
      success: (r) => `${label}: ${r.name} is geloot voor speelronde ${r.speelronde}.`,
      onSuccess: (r) => {
        setDrawn(r);
        setSpeelronde(null);
      },
    });
  }

  const undo = (id: number, name: string) =>
    action.run(() => undoBekerronde(id), {
      success: `De loting van ${name} is ongedaan gemaakt.`,
      onSuccess: () => {
        setDrawn(null);
        setShown(null);
      },
    });

  return (
    <Card title={label}>
      {rondes.length === 0 ? (
        <EmptyState>Nog geen ronde geloot.</EmptyState>
      ) : (
        <TableScroll label={`Rondes van de ${label.toLowerCase()}`}>
          <table className={`table table--compact ${styles.rondes}`}>
            <caption className="sr-only">Rondes van de {label.toLowerCase()}</caption>
            <thead>
              <tr>
                <th scope="col">Ronde</th>
                <th scope="col" className={`num ${styles.breed}`}>
                  Speelronde
                </th>
                <th scope="col" className={styles.breed}>
                  Stand
                </th>
                <th scope="col" className="actions">
                  <span className="sr-only">Acties</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rondes.map((r) => (
                <tr key={r.id}>
                  <td>
                    {r.name}
                    <span className={`muted ${styles.duels}`}>
                      {' '}
                      ({r.duelCount} {r.duelCount === 1 ? 'duel' : 'duels'}
                      {r.byeCount > 0 ? `, ${r.byeCount} vrijgeloot` : ''})
                    </span>
                    {/* On a phone the two columns beside the name make way for the buttons. */}
                    <span className={`muted ${styles.telefoon}`}>
                      Speelronde {r.speelronde} · {stand(r.isFinished)}
                    </span>
                  </td>
                  <td className={`num ${styles.breed}`}>{r.speelronde}</td>
                  <td className={styles.breed}>{stand(r.isFinished)}</td>
                  <td className={`actions ${styles.acties}`}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-expanded={shown === r.id}
                      onClick={() => setShown(shown === r.id ? null : r.id)}
                    >
                      {shown === r.id ? 'Loting verbergen' : 'Loting tonen'}
                      <span className="sr-only"> ({r.name})</span>
                    </Button>{' '}
                    {r.deleteBlockedReason === null ? (
                      <ConfirmButton
                        label="Opnieuw loten"
                        // The visible words first, so a voice command "Opnieuw loten" finds it.
                        ariaLabel={`Opnieuw loten: ${r.name}`}
                        question={`De loting van ${r.name} ongedaan maken? Daarna kun je opnieuw loten.`}
                        confirmLabel="Loting ongedaan maken"
                        disabled={action.busy}
                        onConfirm={() => undo(r.id, r.name)}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {last ? (
        // One sentence about redrawing, for the only round it can concern: the latest.
        <p className={formStyles.hint}>
          {last.deleteBlockedReason === null
            ? `Alleen de laatste ronde (${last.name}) kan opnieuw geloot worden, zolang speelronde ${last.speelronde} geen uitslagen heeft.`
            : `De loting van ${last.name} staat vast: speelronde ${last.speelronde} heeft al uitslagen.`}
        </p>
      ) : null}
      {shown !== null ? <StoredDraw kind={kind} id={shown} /> : null}

      <form onSubmit={draw} noValidate className="draw-form">
        <h3>Volgende ronde loten</h3>
        {next.blockedReason ? (
          <p>{next.blockedReason}</p>
        ) : (
          <>
            <p>
              {next.name ?? 'De volgende ronde'} met {next.entrantCount} {entrants}. De server loot
              de duels; de loting wordt bewaard en op de site getoond.
            </p>
            <Field label="Gespeeld in speelronde" error={action.fields.speelronde}>
              {(control) => (
                <select
                  {...control}
                  value={chosenRound}
                  onChange={(e) => setSpeelronde(Number(e.target.value))}
                >
                  {rounds.map((n) => (
                    <option key={n} value={n}>
                      Speelronde {n}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </>
        )}
        <ActionStatus action={action} labels={{ speelronde: 'Speelronde', kind: 'Beker' }} />
        {next.blockedReason ? null : (
          <Button type="submit" disabled={action.busy || rounds.length === 0}>
            {next.name ? `${next.name} loten` : 'Loten'}
          </Button>
        )}
      </form>
      {drawn ? (
        <section aria-label={`Loting van ${drawn.name}`} className="draw-result">
          <h3>Loting van {drawn.name}</h3>
          <DrawView ronde={drawn} />
        </section>
      ) : null}
    </Card>
  );
}
