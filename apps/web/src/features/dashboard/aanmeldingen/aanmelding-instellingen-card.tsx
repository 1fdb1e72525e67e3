import { AANMELDING_LIMITS, AANMELDING_MAX_PER_UUR } from '@clubelf/contract';
import type { AanmeldingInstellingen, Settings } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { ErrorState, LoadingState } from '../../../components/states';
import { settingsQuery } from '../../site';
import {
  aanmeldingApi,
  aanmeldingInstellingenQuery,
  aanmeldingOpenQuery,
} from '../api/aanmeldingen';
import { saveSettings } from '../api/site';
import { useOrganiserAction } from '../api/use-organiser-action';
import { useServerDraft } from '../api/use-server-draft';
import { ActionStatus } from '../components/action-status';
import { Field } from '../components/field';
import { NumberInput } from '../components/number-input';
import { allLoaded } from '../components/with-season';
import styles from './aanmeldingen.module.css';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';
import { alertClass } from '../../../components/ui/alert';

const LABELS = {
  showAanmelding: 'Aanmelding open',
  vanaf: 'Open vanaf',
  tot: 'Open tot en met',
  maxTeamsPerPersoon: 'Teams per persoon',
  maxPerUur: 'Aanmeldingen per uur',
};

/** Whether the form is open, from and until when, and how many teams one person may enter. */
export function AanmeldingInstellingenCard() {
  const settings = useQuery({ ...settingsQuery, staleTime: 0 });
  const instellingen = useQuery(aanmeldingInstellingenQuery);
  const loaded = allLoaded([settings, instellingen] as const);
  return (
    <Card title="Instellingen">
      {loaded.state === 'loading' ? <LoadingState text="Instellingen worden geladen…" /> : null}
      {loaded.state === 'error' ? <ErrorState onRetry={loaded.retry} /> : null}
      {loaded.state === 'ready' ? (
        <InstellingenForm settings={settings.data!} instellingen={instellingen.data!} />
      ) : null}
    </Card>
  );
}

/**
 * What a visitor is told today (the flag, the period and the season together decide), at the top
 * of the page: the settings that change it are at the bottom.
 */
export function OpenState() {
  const open = useQuery(aanmeldingOpenQuery);
  if (!open.data) return null;
  return open.data.open ? (
    <p className={alertClass('success', styles.openState)}>
      Het formulier neemt nu aanmeldingen aan. <Link to="/aanmelden">Bekijk het formulier</Link>
    </p>
  ) : (
    <p className={alertClass('warning', styles.openState)}>
      {open.data.melding ?? 'Het formulier neemt nu geen aanmeldingen aan.'} Open het formulier of
      wijzig de periode bij Instellingen, onderaan deze pagina.
    </p>
  );
}

function InstellingenForm({
  settings,
  instellingen,
}: {
  settings: Settings;
  instellingen: AanmeldingInstellingen;
}) {
  const action = useOrganiserAction('aanmeldingen');
  const checkId = useId();
  const server = useMemo(
    () => ({ ...instellingen, showAanmelding: settings.showAanmelding }),
    [instellingen, settings.showAanmelding],
  );
  const form = useServerDraft(server, (s) => ({
    showAanmelding: s.showAanmelding,
    vanaf: s.vanaf ?? '',
    tot: s.tot ?? '',
    maxTeamsPerPersoon: s.maxTeamsPerPersoon as number,
    maxPerUur: (s.maxPerUur ?? AANMELDING_MAX_PER_UUR) as number,
  }));
  const draft = form.draft;
  const set = (change: Partial<typeof draft>) => form.setDraft((d) => ({ ...d, ...change }));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!Number.isInteger(draft.maxTeamsPerPersoon)) {
      return action.fail({ maxTeamsPerPersoon: 'vul een geheel getal in' });
    }
    if (!Number.isInteger(draft.maxPerUur)) {
      return action.fail({ maxPerUur: 'vul een geheel getal in' });
    }
    await action.run(
      async () => {
        // The flag is the site's setting (also under Inhoud), the period and teams the season's.
        if (draft.showAanmelding !== settings.showAanmelding) {
          const flag = await saveSettings({ ...settings, showAanmelding: draft.showAanmelding });
          if (!flag.ok) return flag;
        }
        return aanmeldingApi.instellen({
          vanaf: draft.vanaf || null,
          tot: draft.tot || null,
          maxTeamsPerPersoon: draft.maxTeamsPerPersoon,
          maxPerUur: draft.maxPerUur,
        });
      },
      {
        success: 'De instellingen van de aanmelding zijn opgeslagen.',
        onSuccess: () => form.saved(),
      },
    );
  }

  return (
    <form onSubmit={save} noValidate aria-label="Instellingen van de aanmelding">
      <div className={`field ${formStyles.check}`}>
        <label htmlFor={checkId}>
          <input
            id={checkId}
            type="checkbox"
            checked={draft.showAanmelding}
            onChange={(e) => set({ showAanmelding: e.target.checked })}
          />
          {LABELS.showAanmelding}
        </label>
        <p className={formStyles.hint}>
          Toont het formulier <Link to="/aanmelden">/aanmelden</Link> en de aanmeldkaart op de
          homepagina (dezelfde schakelaar als “Aanmelding tonen” bij Inhoud).
        </p>
      </div>
      <div className={formStyles.row}>
        <Field label={LABELS.vanaf} error={action.fields.vanaf} hint="Leeg: meteen.">
          {(control) => (
            <input
              {...control}
              type="date"
              value={draft.vanaf}
              onChange={(e) => set({ vanaf: e.target.value })}
            />
          )}
        </Field>
        <Field label={LABELS.tot} error={action.fields.tot} hint="Leeg: tot je haar dichtzet.">
          {(control) => (
            <input
              {...control}
              type="date"
              value={draft.tot}
              min={draft.vanaf || undefined}
              onChange={(e) => set({ tot: e.target.value })}
            />
          )}
        </Field>
      </div>
      <Field
        label={LABELS.maxTeamsPerPersoon}
        error={action.fields.maxTeamsPerPersoon}
        hint="Hoeveel teams iemand met hetzelfde e-mailadres mag inschrijven."
      >
        {(control) => (
          <NumberInput
            {...control}
            min={1}
            max={AANMELDING_LIMITS.maxTeamsPerPersoon}
            value={draft.maxTeamsPerPersoon}
            onChange={(value) => set({ maxTeamsPerPersoon: value })}
          />
        )}
      </Field>
      <Field
        label={LABELS.maxPerUur}
        error={action.fields.maxPerUur}
        hint="Hoeveel nieuwe aanmeldingen de hele site per uur aanneemt; daarboven hoort een bezoeker dat het te druk is. Houdt een vloed van nepaanmeldingen tegen."
      >
        {(control) => (
          <NumberInput
            {...control}
            min={1}
            max={AANMELDING_LIMITS.maxPerUur}
            value={draft.maxPerUur}
            onChange={(value) => set({ maxPerUur: value })}
          />
        )}
      </Field>
      <ActionStatus action={action} labels={LABELS} onReload={form.reset} />
      <Button type="submit" disabled={action.busy}>
        Opslaan
      </Button>
    </form>
  );
}
