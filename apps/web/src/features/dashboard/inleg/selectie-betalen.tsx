import { INLEG_BULK_MAX } from '@clubelf/contract';
import type { InlegDeelnemer, InlegWijze } from '@clubelf/contract';
import { INLEG_WIJZE_LABELS } from '@clubelf/contract/organiser/inleg-wijzen';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { inlegApi } from '../api/inleg';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { BETALING_LABELS, BetalingVelden, today } from './betaling-velden';
import styles from './inleg.module.css';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';
import { alertClass } from '../../../components/ui/alert';

export const aantalDeelnemers = (n: number) => (n === 1 ? '1 deelnemer' : `${n} deelnemers`);

const LABELS = { ...BETALING_LABELS, deelnemers: 'Gekozen deelnemers' };

/** Today as the date input wants it, in the browser's own time zone. */

interface SelectieBetalenProps {
  /** The open participants in view (the search applied): what "alles selecteren" takes. */
  selectable: readonly InlegDeelnemer[];
  selected: readonly InlegDeelnemer[];
  onSelect: (ids: ReadonlySet<number>) => void;
}

/** "Alles selecteren": every open participant in view, or none. */
export function AllesSelecteren({ selectable, selected, onSelect }: SelectieBetalenProps) {
  const allRef = useRef<HTMLInputElement>(null);
  const allId = useId();
  const all = selectable.length > 0 && selected.length === selectable.length;
  const some = selected.length > 0 && !all;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);

  if (selectable.length === 0) return null;
  return (
    <div className={`field ${formStyles.check} ${styles.all}`}>
      <label htmlFor={allId}>
        <input
          id={allId}
          ref={allRef}
          type="checkbox"
          checked={all}
          onChange={() => onSelect(new Set(all ? [] : selectable.map((d) => d.deelnemerId)))}
        />
        Alles selecteren ({selectable.length})
      </label>
    </div>
  );
}

/**
 * Paying many at once (issue 26): the cash collected at the bar on match night is one
 * selection, one way and one date, not four actions per name. One request, each participant
 * at the version shown; the server books all or none. Placed after the list and sticky, so it
 * stays in sight while names further down are ticked.
 */
export function SelectieBetalen({
  selected,
  onSelect,
}: Pick<SelectieBetalenProps, 'selected' | 'onSelect'>) {
  const action = useOrganiserAction('inleg');
  const [betaaldOp, setBetaaldOp] = useState(today);
  const [wijze, setWijze] = useState<InlegWijze>('contant');
  const tooMany = selected.length > INLEG_BULK_MAX;

  async function pay(event: FormEvent) {
    event.preventDefault();
    const list = [...selected];
    const done = await action.run(
      () =>
        inlegApi.betaaldMeerdere({
          deelnemers: list.map((d) => ({ id: d.deelnemerId, version: d.version })),
          betaaldOp,
          wijze,
        }),
      {
        success: `${aantalDeelnemers(list.length)} betaald (${INLEG_WIJZE_LABELS[wijze].toLowerCase()}).`,
      },
    );
    if (done) onSelect(new Set());
  }

  return (
    <>
      <ActionStatus action={action} labels={LABELS} />
      {selected.length > 0 ? (
        <form
          className={styles.bulkForm}
          onSubmit={pay}
          noValidate
          aria-label="Gekozen deelnemers betaald"
        >
          <p className={styles.bulkCount} aria-live="polite">
            {aantalDeelnemers(selected.length)} gekozen
          </p>
          <div className={`${formStyles.row} ${styles.bulkRow}`}>
            <BetalingVelden
              betaaldOp={betaaldOp}
              onBetaaldOp={setBetaaldOp}
              wijze={wijze}
              onWijze={setWijze}
              errors={action.fields}
            />
          </div>
          {tooMany ? (
            <p className={alertClass('warning')}>
              Kies er hoogstens {INLEG_BULK_MAX} tegelijk; zoek eerst op naam of team.
            </p>
          ) : null}
          <div className={styles.buttons}>
            <Button type="submit" disabled={action.busy || tooMany}>
              {aantalDeelnemers(selected.length)} betaald
            </Button>
            <Button variant="secondary" onClick={() => onSelect(new Set())}>
              Selectie wissen
            </Button>
          </div>
        </form>
      ) : null}
    </>
  );
}
