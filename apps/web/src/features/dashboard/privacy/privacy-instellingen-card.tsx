import { BEWAAR_MAANDEN_MAX, BEWAAR_MAANDEN_MIN } from '@clubelf/contract';
import type { PrivacyInstellingen } from '@clubelf/contract';
import type { FormEvent } from 'react';
import { Card } from '../../../components/card';
import { privacyApi } from '../api/privacy';
import { useOrganiserAction } from '../api/use-organiser-action';
import { useServerDraft } from '../api/use-server-draft';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import { Field } from '../components/field';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';

const LABELS = {
  bewaarMaanden: 'Contactgegevens bewaren tot … maanden na het einde van het seizoen',
  contact: 'Wie vragen (naam, e-mail of telefoon van de club)',
  tekst: 'Tekst van de privacyverklaring (markdown)',
};

/** The retention, the contact line and the statement's text ("Standaardtekst herstellen"). */
export function PrivacyInstellingenCard({ instellingen }: { instellingen: PrivacyInstellingen }) {
  const action = useOrganiserAction('privacy');
  const form = useServerDraft(instellingen, (i) => ({
    maanden: String(i.bewaarMaanden),
    contact: i.contact,
    tekst: i.tekst ?? i.standaardtekst,
  }));
  const { maanden, contact, tekst } = form.draft;
  const set = (change: Partial<typeof form.draft>) => form.setDraft((d) => ({ ...d, ...change }));

  async function send(eigenTekst: string | null) {
    const bewaarMaanden = Number(maanden);
    if (!Number.isInteger(bewaarMaanden) || maanden.trim() === '') {
      return action.fail({ bewaarMaanden: 'moet een geheel aantal maanden zijn' });
    }
    await action.run(
      () =>
        privacyApi.instellen({
          version: form.base.version,
          // The default text unchanged stays the default (it follows later improvements).
          tekst:
            eigenTekst === null || eigenTekst.trim() === instellingen.standaardtekst.trim()
              ? null
              : eigenTekst,
          contact,
          bewaarMaanden,
        }),
      {
        success:
          eigenTekst === null
            ? 'De standaardtekst is hersteld.'
            : 'De privacy-instellingen zijn opgeslagen.',
        onSuccess: () => form.saved(),
      },
    );
  }

  function save(event: FormEvent) {
    event.preventDefault();
    void send(tekst);
  }

  return (
    <Card title="Privacyverklaring en bewaartermijn">
      <form onSubmit={save} noValidate>
        <Field
          label={LABELS.bewaarMaanden}
          error={action.fields.bewaarMaanden}
          hint="Daarna worden e-mailadressen en telefoonnummers vanzelf gewist, ook van geweigerde aanmeldingen (na het besluit)."
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={BEWAAR_MAANDEN_MIN}
              max={BEWAAR_MAANDEN_MAX}
              value={maanden}
              onChange={(e) => set({ maanden: e.target.value })}
            />
          )}
        </Field>
        <Field label={LABELS.contact} error={action.fields.contact}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={300}
              value={contact}
              onChange={(e) => set({ contact: e.target.value })}
            />
          )}
        </Field>
        <Field
          label={LABELS.tekst}
          error={action.fields.tekst}
          hint="{bewaarMaanden} en {contact} worden op de site ingevuld met de instellingen hierboven."
        >
          {(control) => (
            <textarea
              {...control}
              rows={14}
              value={tekst}
              onChange={(e) => set({ tekst: e.target.value })}
            />
          )}
        </Field>
        <ActionStatus action={action} labels={LABELS} onReload={form.reset} />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={action.busy}>
            Opslaan
          </Button>
          <ConfirmButton
            label="Standaardtekst herstellen"
            question="De eigen tekst vervangen door de standaardtekst?"
            confirmLabel="Herstellen"
            disabled={action.busy || instellingen.tekst === null}
            onConfirm={() => send(null)}
          />
        </div>
      </form>
    </Card>
  );
}
