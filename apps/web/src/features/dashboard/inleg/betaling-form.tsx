import type { InlegDeelnemer, InlegWijze } from '@clubelf/contract';
import { useState, type FormEvent } from 'react';
import { inlegApi } from '../api/inleg';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { Field } from '../components/field';
import { BETALING_LABELS, BetalingVelden, today } from './betaling-velden';
import styles from './inleg.module.css';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';

const LABELS = { ...BETALING_LABELS, notitie: 'Notitie (niet verplicht)' };

/** Today as the date input wants it, in the browser's own time zone. */

/** Marks one participant paid: the date (today unless changed), the way, a note. */
export function BetalingForm({
  deelnemer,
  onDone,
}: {
  deelnemer: InlegDeelnemer;
  onDone: () => void;
}) {
  const action = useOrganiserAction('inleg');
  const [betaaldOp, setBetaaldOp] = useState(today);
  const [wijze, setWijze] = useState<InlegWijze>('tikkie');
  const [notitie, setNotitie] = useState('');

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await action.run(
      () =>
        inlegApi.betaald(deelnemer.deelnemerId, {
          betaaldOp,
          wijze,
          notitie: notitie.trim() === '' ? null : notitie.trim(),
        }),
      { success: `${deelnemer.name} heeft betaald.` },
    );
    if (saved) onDone();
  }

  return (
    <form
      className={styles.betaling}
      onSubmit={save}
      noValidate
      aria-label={`Inleg van ${deelnemer.name}`}
    >
      <div className={formStyles.row}>
        <BetalingVelden
          betaaldOp={betaaldOp}
          onBetaaldOp={setBetaaldOp}
          wijze={wijze}
          onWijze={setWijze}
          errors={action.fields}
        />
        <Field label={LABELS.notitie} error={action.fields.notitie}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={200}
              value={notitie}
              onChange={(e) => setNotitie(e.target.value)}
            />
          )}
        </Field>
      </div>
      <ActionStatus action={action} labels={LABELS} />
      <div className={styles.buttons}>
        <Button type="submit" disabled={action.busy}>
          Opslaan als betaald
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Annuleren
        </Button>
      </div>
    </form>
  );
}
