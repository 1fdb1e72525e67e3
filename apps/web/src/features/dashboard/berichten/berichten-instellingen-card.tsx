import { DEADLINE_UREN_MAX, DEADLINE_UREN_MIN, type BerichtInstellingen } from '@clubelf/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Card } from '../../../components/card';
import { ErrorState, LoadingState } from '../../../components/states';
import { useOrganiserAction } from '../api/use-organiser-action';
import { useServerDraft } from '../api/use-server-draft';
import { ActionStatus } from '../components/action-status';
import { Field } from '../components/field';
import { SaveActions } from '../components/save-actions';
import { berichtInstellingenQuery, saveBerichtInstellingen } from './berichten-api';

const LABELS = { deadlineUren: 'Herinnering voor de transferdeadline, … uur van tevoren' };

/** The deadline reminder's hours before a transfer window closes (1 to 168, 24 by default). */
export function BerichtenInstellingenCard() {
  const query = useQuery(berichtInstellingenQuery);
  return (
    <Card title="Instellingen">
      {query.isError ? <ErrorState onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <InstellingenForm instellingen={query.data} />
      ) : query.isError ? null : (
        <LoadingState text="Instellingen worden geladen…" />
      )}
    </Card>
  );
}

/** The form itself (exported for its test). */
export function InstellingenForm({ instellingen }: { instellingen: BerichtInstellingen }) {
  const queryClient = useQueryClient();
  const action = useOrganiserAction('geen');
  const form = useServerDraft(instellingen, (i) => ({ uren: String(i.deadlineUren) }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const deadlineUren = Number(form.draft.uren);
    if (form.draft.uren.trim() === '' || !Number.isInteger(deadlineUren)) {
      return action.fail({ deadlineUren: 'moet een heel aantal uren zijn' });
    }
    await action.run(() => saveBerichtInstellingen({ version: form.base.version, deadlineUren }), {
      success: 'De instellingen zijn opgeslagen.',
      onSuccess: (saved) => {
        form.saved();
        queryClient.setQueryData(berichtInstellingenQuery.queryKey, saved);
      },
    });
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Field
        label={LABELS.deadlineUren}
        error={action.fields.deadlineUren}
        hint={`Deelnemers met transfers over krijgen zoveel uur voordat een transferperiode sluit een herinnering (mail, of een melding als ze dat aanzetten). Een heel aantal uren van ${DEADLINE_UREN_MIN} tot ${DEADLINE_UREN_MAX} (een week); standaard 24.`}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={DEADLINE_UREN_MIN}
            max={DEADLINE_UREN_MAX}
            step={1}
            value={form.draft.uren}
            onChange={(e) => form.setDraft({ uren: e.target.value })}
          />
        )}
      </Field>
      <ActionStatus action={action} labels={LABELS} onReload={form.reset} />
      <SaveActions
        saveLabel="Opslaan"
        action={action}
        onUndo={form.reset}
        undoDisabled={action.busy || !form.dirty}
      />
    </form>
  );
}
