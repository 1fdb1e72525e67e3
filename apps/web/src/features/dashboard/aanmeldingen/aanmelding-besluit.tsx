import { AANMELDING_LIMITS } from '@clubelf/contract';
import type { OrganiserAanmelding } from '@clubelf/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { aanmeldingApi } from '../api/aanmeldingen';
import type { OrganiserResult } from '../api/organiser-client';
import type { OrganiserAction } from '../api/use-organiser-action';
import { Field } from '../components/field';
import { useVanafRonde, VanafRondeVraag, type VanafRondeKeuze } from '../components/vanaf-ronde';
import styles from './aanmeldingen.module.css';
import { Button } from '../../../components/ui/button';

export const BESLUIT_LABELS = {
  /** An accept the enrolment's 11 no longer allows: each broken rule under it. */
  spelerIds: 'Selectie',
  notitie: 'Notitie',
  version: 'Versie',
  vanafRonde: 'Vanaf speelronde',
};

interface AanmeldingBesluitProps {
  aanmelding: OrganiserAanmelding;
  action: OrganiserAction;
  /** Sends one decision through the item's action (it reloads the list after a refusal). */
  decide: (
    send: () => Promise<OrganiserResult<OrganiserAanmelding>>,
    success: string,
  ) => Promise<boolean>;
}

type Mode = 'kiezen' | 'accepteren' | 'wijziging' | 'weigeren';

/** Accept, ask for a change (what, required) or refuse (why, if you like; asked first). */
export function AanmeldingBesluit({ aanmelding: a, action, decide }: AanmeldingBesluitProps) {
  const [mode, setMode] = useState<Mode>('kiezen');
  const [notitie, setNotitie] = useState('');
  const reasonId = useId();
  const who = `${a.naam} (${a.teamnaam})`;
  const vanaf = useVanafRonde(action);
  const first = vanaf.first;

  const close = () => {
    setMode('kiezen');
    setNotitie('');
    vanaf.reset();
  };

  async function accept(start: Partial<VanafRondeKeuze> = {}) {
    const from = start.vanafRonde ?? first;
    const done = await decide(
      () => aanmeldingApi.accepteren(a, start),
      from > 1
        ? `${who} is geaccepteerd en telt mee vanaf speelronde ${from}.`
        : `${who} is geaccepteerd en staat nu bij de deelnemers.`,
    );
    if (done) close();
  }

  // While the season is under way accepting asks first: from which speelronde he counts.
  async function acceptFrom(event: FormEvent) {
    event.preventDefault();
    const start = vanaf.choose();
    if (start) await accept(start);
  }

  async function askChange(event: FormEvent) {
    event.preventDefault();
    if (notitie.trim() === '') {
      action.fail({ notitie: 'schrijf wat er anders moet; de deelnemer ziet deze notitie' });
      return;
    }
    const done = await decide(
      () => aanmeldingApi.wijziging(a, notitie.trim()),
      `Wijziging gevraagd aan ${who}. De notitie staat op de statuspagina van de aanmelding.`,
    );
    if (done) close();
  }

  async function refuse(event: FormEvent) {
    event.preventDefault();
    const done = await decide(
      () => aanmeldingApi.weigeren(a, notitie),
      `De aanmelding van ${who} is geweigerd.`,
    );
    if (done) close();
  }

  if (mode === 'accepteren') {
    const { round, asking } = vanaf;
    return (
      <form
        className={styles.panel}
        onSubmit={acceptFrom}
        noValidate
        aria-label={`${who} accepteren`}
      >
        <VanafRondeVraag
          who={who}
          vanaf={vanaf}
          error={action.fields.vanafRonde}
          className={styles.question}
        />
        <div className={styles.buttons}>
          <Button type="submit" disabled={action.busy}>
            {asking ? `Toch vanaf speelronde ${round}` : `Accepteren vanaf speelronde ${round}`}
          </Button>
          <Button variant="secondary" onClick={close}>
            Annuleren
          </Button>
        </div>
      </form>
    );
  }

  if (mode === 'wijziging') {
    return (
      <form
        className={styles.panel}
        onSubmit={askChange}
        noValidate
        aria-label={`Wijziging vragen aan ${who}`}
      >
        <NotitieField
          label="Wat moet er anders?"
          hint="Verplicht. De deelnemer ziet dit met de code van de aanmelding."
          value={notitie}
          onChange={setNotitie}
          error={action.fields.notitie}
        />
        <div className={styles.buttons}>
          <Button type="submit" disabled={action.busy}>
            Wijziging vragen
          </Button>
          <Button variant="secondary" onClick={close}>
            Annuleren
          </Button>
        </div>
      </form>
    );
  }

  if (mode === 'weigeren') {
    return (
      <form
        className={`${styles.panel} ${styles.danger}`}
        onSubmit={refuse}
        noValidate
        aria-label={`Aanmelding van ${who} weigeren`}
      >
        <p className={styles.question}>De aanmelding van {who} weigeren?</p>
        <NotitieField
          label="Reden (niet verplicht)"
          hint="De deelnemer ziet dit met de code van de aanmelding."
          value={notitie}
          onChange={setNotitie}
          error={action.fields.notitie}
        />
        <div className={styles.buttons}>
          <Button type="submit" variant="danger" disabled={action.busy}>
            Weigeren
          </Button>
          <Button variant="secondary" onClick={close}>
            Annuleren
          </Button>
        </div>
      </form>
    );
  }

  const blocked = !a.check.valid;
  return (
    <div className={styles.buttons}>
      <Button
        disabled={blocked || action.busy}
        aria-describedby={blocked ? reasonId : undefined}
        aria-label={`Accepteren: ${who}`}
        onClick={() => {
          if (first <= 1) return void accept();
          action.reset();
          setMode('accepteren');
        }}
      >
        Accepteren
      </Button>
      <Button
        variant="secondary"
        disabled={action.busy}
        aria-label={`Wijziging vragen: ${who}`}
        onClick={() => {
          action.reset();
          setMode('wijziging');
        }}
      >
        Wijziging vragen
      </Button>
      <Button
        variant="secondary"
        disabled={action.busy}
        aria-label={`Weigeren: ${who}`}
        onClick={() => {
          action.reset();
          setMode('weigeren');
        }}
      >
        Weigeren
      </Button>
      {blocked ? (
        <p id={reasonId} className={styles.reason}>
          Accepteren kan pas als de aanmelding aan de regels voldoet: vraag een wijziging of weiger
          haar.
        </p>
      ) : null}
    </div>
  );
}

function NotitieField({
  label,
  hint,
  value,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // The panel opens on a click: the cursor goes where the organiser will type.
  useEffect(() => ref.current?.focus(), []);
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          ref={ref}
          rows={3}
          maxLength={AANMELDING_LIMITS.notitieLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
