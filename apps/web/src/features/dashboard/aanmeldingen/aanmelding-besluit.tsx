import { AANMELDING_LIMITS } from '@clubelf/contract';
import type { OrganiserAanmelding } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { aanmeldingApi } from '../api/aanmeldingen';
import { seasonQuery } from '../api/queries';
import type { OrganiserResult } from '../api/organiser-client';
import type { OrganiserAction } from '../api/use-organiser-action';
import { Field } from '../components/field';
import styles from './aanmeldingen.module.css';

export const BESLUIT_LABELS = { notitie: 'Notitie', version: 'Versie' };

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

/** The first speelronde without any result (1 before the season starts): a late joiner's start. */
function firstRoundNotBegun(rondes: readonly { round: number; state: string }[]): number {
  let last = 0;
  for (const r of rondes) if (r.state !== 'gepland') last = Math.max(last, r.round);
  return Math.min(last + 1, Math.max(rondes.length, 1));
}

/** Accept, ask for a change (what, required) or refuse (why, if you like; asked first). */
export function AanmeldingBesluit({ aanmelding: a, action, decide }: AanmeldingBesluitProps) {
  const [mode, setMode] = useState<Mode>('kiezen');
  const [notitie, setNotitie] = useState('');
  const reasonId = useId();
  const who = `${a.naam} (${a.teamnaam})`;
  const season = useQuery(seasonQuery).data?.season ?? null;
  const first = season ? firstRoundNotBegun(season.rondes) : 1;
  const [vanaf, setVanaf] = useState('');
  const [earlier, setEarlier] = useState<number | null>(null);

  const close = () => {
    setMode('kiezen');
    setNotitie('');
    setVanaf('');
    setEarlier(null);
  };

  async function accept(start: { vanafRonde?: number; eerderBevestigd?: boolean } = {}) {
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
    const round = vanaf.trim() === '' ? first : Number(vanaf);
    const max = season?.roundCount ?? first;
    if (!Number.isInteger(round) || round < 1 || round > max) {
      action.fail({ vanafRonde: `kies een speelronde van 1 tot en met ${max}` });
      return;
    }
    // An earlier round is sent unconfirmed first: the refusal names the points it adds.
    if (round < first && earlier === round) {
      await accept({ vanafRonde: round, eerderBevestigd: true });
      return;
    }
    if (round < first) setEarlier(round);
    await accept({ vanafRonde: round });
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
    const round = vanaf.trim() === '' ? first : Number(vanaf);
    const asking = earlier !== null && earlier === round && action.fields.vanafRonde !== undefined;
    return (
      <form
        className={styles.panel}
        onSubmit={acceptFrom}
        noValidate
        aria-label={`${who} accepteren`}
      >
        <p className={styles.question} data-testid="telt-mee-vanaf">
          Het seizoen is begonnen: {who} telt mee vanaf speelronde {round}.
        </p>
        <Field
          label="Vanaf speelronde"
          hint={`De eerste speelronde die nog niet begonnen is, is ${first}. Een eerdere geeft punten uit gespeelde rondes en vraagt nog een bevestiging.`}
          error={action.fields.vanafRonde}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={season?.roundCount}
              value={vanaf === '' ? String(first) : vanaf}
              onChange={(e) => setVanaf(e.target.value)}
            />
          )}
        </Field>
        <div className={styles.buttons}>
          <button type="submit" className="button" disabled={action.busy}>
            {asking ? `Toch vanaf speelronde ${round}` : `Accepteren vanaf speelronde ${round}`}
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            Annuleren
          </button>
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
          <button type="submit" className="button" disabled={action.busy}>
            Wijziging vragen
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            Annuleren
          </button>
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
          <button type="submit" className="button button--danger" disabled={action.busy}>
            Weigeren
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            Annuleren
          </button>
        </div>
      </form>
    );
  }

  const blocked = !a.check.valid;
  return (
    <div className={styles.buttons}>
      <button
        type="button"
        className="button"
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
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={action.busy}
        aria-label={`Wijziging vragen: ${who}`}
        onClick={() => {
          action.reset();
          setMode('wijziging');
        }}
      >
        Wijziging vragen
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={action.busy}
        aria-label={`Weigeren: ${who}`}
        onClick={() => {
          action.reset();
          setMode('weigeren');
        }}
      >
        Weigeren
      </button>
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
