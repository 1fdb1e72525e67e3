// "Deelnemer?" below the organiser's form: an e-mailed link when the site can mail, and always
// the way in without e-mail (a link from the organisation). Only what works is offered.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { inlogoptiesQuery, requestInloglink } from './participant-api';
import styles from './participant-sign-in.module.css';
import { Button } from '../../components/ui/button';
import { alertClass } from '../../components/ui/alert';
import { fieldErrorClass } from '../../components/ui/field';
import formLayout from '../../components/ui/form-layout.module.css';

const NO_MAIL_HINT =
  'Geen e-mailadres bij ons bekend? Vraag de organisatie om een inloglink; die stuurt hem je bijvoorbeeld via WhatsApp.';

export function ParticipantSignIn() {
  const opties = useQuery(inlogoptiesQuery);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError('Vul een e-mailadres in zoals naam@voorbeeld.nl');
      return;
    }
    setError(null);
    setBusy(true);
    const outcome = await requestInloglink(email);
    setBusy(false);
    if (outcome.ok) setSent(outcome.value.message);
    else setError(outcome.message);
  }

  return (
    <section className={styles.section} aria-labelledby="deelnemer-inloggen">
      <h2 id="deelnemer-inloggen">Deelnemer? Log in met een link</h2>
      {opties.isPending && <p className={styles.hint}>Even kijken hoe je kunt inloggen…</p>}
      {opties.data?.mail && !sent && (
        <form className={formLayout.stack} onSubmit={submit} noValidate>
          <p className={styles.hint}>
            Je krijgt een mail met een link die 15 minuten werkt. Een wachtwoord heb je niet nodig.
          </p>
          <div className="field">
            <label htmlFor="deelnemer-email">Je e-mailadres:</label>
            <input
              id="deelnemer-email"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'deelnemer-email-error' : undefined}
            />
            {error && (
              <p id="deelnemer-email-error" className={fieldErrorClass}>
                {error}
              </p>
            )}
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? 'Bezig…' : 'Stuur mij een inloglink'}
          </Button>
        </form>
      )}
      {sent && (
        <div className={alertClass('success')} role="status">
          {sent}
        </div>
      )}
      {(opties.data || opties.isError) && <p className={styles.hint}>{NO_MAIL_HINT}</p>}
    </section>
  );
}
