import { AANMELDING_LIMITS } from '@clubelf/contract';
import type { OrganiserAanmelding } from '@clubelf/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { aanmeldingApi, aanmeldingenQuery } from '../api/aanmeldingen';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { Field } from '../components/field';
import styles from './aanmeldingen.module.css';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';

const aantal = (n: number) => (n === 1 ? '1 aanmelding' : `${n} aanmeldingen`);

interface SelectieWeigerenProps {
  /** The open enrolments in view: what "alles selecteren" takes. */
  selectable: readonly OrganiserAanmelding[];
  selected: readonly OrganiserAanmelding[];
  onSelect: (ids: ReadonlySet<number>) => void;
  /** Refused: keep them in view with their new status. */
  onRefused: (ids: readonly number[]) => void;
}

/**
 * Refusing many at once (issue 24): a flood of robot enrolments is one selection and one
 * confirmation that names how many, not a click per card. One request; the server refuses all
 * or none.
 */
export function SelectieWeigeren({
  selectable,
  selected,
  onSelect,
  onRefused,
}: SelectieWeigerenProps) {
  const allRef = useRef<HTMLInputElement>(null);
  const allId = useId();
  const queryClient = useQueryClient();
  const action = useOrganiserAction('aanmeldingen');
  const [asking, setAsking] = useState(false);
  const [notitie, setNotitie] = useState('');
  const all = selectable.length > 0 && selected.length === selectable.length;
  const some = selected.length > 0 && !all;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);

  async function refuse(event: FormEvent) {
    event.preventDefault();
    const list = [...selected];
    const done = await action.run(
      async () => {
        const result = await aanmeldingApi.weigerenMeerdere(list, notitie);
        // Decided or changed meanwhile: the list shows them as they now are.
        if (!result.ok)
          void queryClient.invalidateQueries({ queryKey: aanmeldingenQuery.queryKey });
        return result;
      },
      { success: (r) => `${aantal(r.geweigerd.length)} geweigerd.` },
    );
    if (done) {
      onRefused(done.geweigerd);
      onSelect(new Set());
      setAsking(false);
      setNotitie('');
    }
  }

  if (selectable.length === 0 && !action.outcome) return null;

  return (
    <div className={styles.bulk}>
      {selectable.length > 0 ? (
        <div className={styles.bulkBar}>
          <div className={`field ${formStyles.check}`}>
            <label htmlFor={allId}>
              <input
                id={allId}
                ref={allRef}
                type="checkbox"
                checked={all}
                onChange={() => onSelect(new Set(all ? [] : selectable.map((a) => a.id)))}
              />
              Alles selecteren ({selectable.length})
            </label>
          </div>
          <p className={styles.bulkCount} aria-live="polite">
            {selected.length === 0
              ? 'Niets geselecteerd'
              : `${aantal(selected.length)} geselecteerd`}
          </p>
          <Button
            variant="secondary"
            disabled={selected.length === 0 || action.busy}
            aria-expanded={asking}
            onClick={() => {
              action.reset();
              setAsking(true);
            }}
          >
            Weigeren ({selected.length})
          </Button>
        </div>
      ) : null}
      {asking && selected.length > 0 ? (
        <form
          className={`${styles.panel} ${styles.danger}`}
          onSubmit={refuse}
          noValidate
          aria-label={`${aantal(selected.length)} weigeren`}
        >
          <p className={styles.question}>{aantal(selected.length)} weigeren?</p>
          <ReasonField value={notitie} onChange={setNotitie} error={action.fields.notitie} />
          <div className={styles.buttons}>
            <Button type="submit" variant="danger" disabled={action.busy}>
              {aantal(selected.length)} weigeren
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Annuleren
            </Button>
          </div>
        </form>
      ) : null}
      <ActionStatus action={action} labels={{ notitie: 'Reden', aanmeldingen: 'Aanmeldingen' }} />
    </div>
  );
}

function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // Opened by a click: the cursor goes where the organiser may type.
  useEffect(() => ref.current?.focus(), []);
  return (
    <Field
      label="Reden (niet verplicht)"
      hint="Elke deelnemer ziet dit met de code van de aanmelding."
      error={error}
    >
      {(control) => (
        <textarea
          {...control}
          ref={ref}
          rows={2}
          maxLength={AANMELDING_LIMITS.notitieLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
