// "Berichten" on Mijn superelf (issue 28): per kind of message whether it comes by mail, saved
// at once when a box is ticked, with the address it goes to. Without mail on the site the card
// says so instead of offering what cannot arrive. Below, push on this device (push-meldingen.tsx).
import type { BerichtSoort, BerichtVoorkeuren } from '@clubelf/contract';
import { BERICHT_SOORTEN, BERICHT_SOORT_LABELS } from '@clubelf/contract/constants';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '../../lib/api-client';
import { berichtenQuery, saveBerichten } from './berichten-api';
import { PushMeldingen } from './push-meldingen';
import styles from './berichten-card.module.css';
import { alertClass } from '../../components/ui/alert';

const UNKNOWN = 'Er ging iets mis. Controleer je verbinding en probeer het opnieuw.';

const messageOf = (error: unknown) =>
  error instanceof HttpError && error.status < 500 ? error.message : UNKNOWN;

export function BerichtenCard() {
  const queryClient = useQueryClient();
  const query = useQuery(berichtenQuery);
  // While a choice is being saved the box shows it already (it is what was asked for). Kept in
  // the component's own state, set in the tap's event: the mutation's variables reach the render
  // a task later, and meanwhile React put the controlled box back as it was (a visible flicker).
  const [asked, setAsked] = useState<BerichtVoorkeuren | null>(null);
  const save = useMutation({
    mutationFn: saveBerichten,
    onSuccess: (answer) => queryClient.setQueryData(berichtenQuery.queryKey, answer),
    onSettled: () => setAsked(null),
  });
  const data = query.data;
  const shown = asked ?? data?.voorkeuren;

  function ask(voorkeuren: BerichtVoorkeuren) {
    setAsked(voorkeuren);
    save.mutate(voorkeuren);
  }

  function toggle(voorkeuren: BerichtVoorkeuren, soort: BerichtSoort, mail: boolean) {
    ask({ ...voorkeuren, [soort]: { ...voorkeuren[soort], mail } });
  }

  return (
    <section className={styles.card} aria-labelledby="berichten-titel">
      <h2 id="berichten-titel">Berichten</h2>
      {query.isPending && <p className={styles.hint}>Je berichten laden…</p>}
      {query.isError && (
        <div className={alertClass('danger')} role="alert">
          {messageOf(query.error)}
        </div>
      )}
      {data && !data.mailIngesteld && (
        <p className={styles.hint}>
          Deze site verstuurt (nog) geen mail. Zodra de organisatie mail instelt, kun je hier kiezen
          welke berichten je krijgt.
        </p>
      )}
      {data && data.mailIngesteld && (
        <>
          <p className={styles.hint}>
            {data.mailAdres
              ? `Per mail aan ${data.mailAdres}. Elke mail heeft ook een afmeldlink.`
              : 'We kennen nog geen e-mailadres van je; vraag de organisatie om het toe te voegen.'}
          </p>
          <fieldset className={styles.kinds} disabled={save.isPending}>
            <legend className="sr-only">Welke berichten je per mail krijgt</legend>
            {BERICHT_SOORTEN.map((soort) => (
              <label key={soort} className={styles.kind}>
                <input
                  type="checkbox"
                  checked={(shown ?? data.voorkeuren)[soort].mail}
                  onChange={(e) => toggle(shown ?? data.voorkeuren, soort, e.target.checked)}
                />
                <span>{BERICHT_SOORT_LABELS[soort]}</span>
              </label>
            ))}
          </fieldset>
          {save.isError && (
            <div className={alertClass('danger')} role="alert">
              {messageOf(save.error)}
            </div>
          )}
          {save.isSuccess && (
            <p className={styles.hint} role="status">
              Opgeslagen.
            </p>
          )}
        </>
      )}
      {data && (
        <PushMeldingen
          voorkeuren={shown ?? data.voorkeuren}
          disabled={save.isPending}
          onChange={ask}
        />
      )}
    </section>
  );
}
