// "Passkeys" on Mijn superelf (issue 27): after a first sign-in by link, a participant adds a
// passkey (the phone's fingerprint, face or pin), sees where they have one, and removes one
// after confirming. Shown only where the browser can make one (browserSupportsWebAuthn).
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { HttpError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { passkeyErrorMessage } from '../../lib/passkey-errors';
import { addPasskey, CeremonyError, passkeysQuery, removePasskey } from './passkeys-api';
import styles from './passkeys-card.module.css';
import { alertClass } from '../../components/ui/alert';

const UNKNOWN = 'Er ging iets mis. Controleer je verbinding en probeer het opnieuw.';

function messageOf(error: unknown): string {
  if (error instanceof CeremonyError) return passkeyErrorMessage(error.failure);
  return error instanceof HttpError && error.status < 500 ? error.message : UNKNOWN;
}

export function PasskeysCard() {
  const [supported] = useState(() => browserSupportsWebAuthn());
  const queryClient = useQueryClient();
  const passkeys = useQuery({ ...passkeysQuery, enabled: supported });
  const [confirming, setConfirming] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: async (passkey) => {
      setDone(`Passkey toegevoegd (${passkey.naam}). Voortaan log je ermee in zonder link.`);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: removePasskey,
    onSuccess: async () => {
      setConfirming(null);
      setDone('Passkey verwijderd.');
      await refresh();
    },
  });

  if (!supported) return null;
  const error = add.error ?? remove.error;
  const list = passkeys.data?.passkeys ?? [];

  return (
    <section className={styles.card} aria-labelledby="passkeys-titel">
      <h2 id="passkeys-titel">Passkeys</h2>
      <p className={styles.hint}>
        Met een passkey log je in met je vingerafdruk, gezicht of pincode, zonder inloglink. Hij
        blijft op je apparaat; wij bewaren alleen een publieke sleutel.
      </p>
      {passkeys.isPending && <p className={styles.hint}>Je passkeys laden…</p>}
      {passkeys.isError && (
        <div className={alertClass('danger')} role="alert">
          {messageOf(passkeys.error)}
        </div>
      )}
      {passkeys.data && list.length === 0 && (
        <p className={styles.hint}>Je hebt nog geen passkey.</p>
      )}
      {list.length > 0 && (
        <ul className={styles.list}>
          {list.map((passkey) => (
            <li key={passkey.id} className={styles.item}>
              <div className={styles.what}>
                <strong>{passkey.naam}</strong>
                <span className={styles.when}>
                  Toegevoegd {formatDate(passkey.aangemaakt)}
                  {passkey.laatstGebruikt
                    ? ` · laatst gebruikt ${formatDate(passkey.laatstGebruikt)}`
                    : ' · nog niet gebruikt'}
                </span>
              </div>
              {confirming === passkey.id ? (
                <div
                  className={styles.confirm}
                  role="group"
                  aria-label={`${passkey.naam} verwijderen?`}
                >
                  <span>Weet je het zeker?</span>
                  <Button
                    variant="danger"
                    size="sm"
                    loading={remove.isPending}
                    onClick={() => remove.mutate(passkey.id)}
                  >
                    Ja, verwijder
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setConfirming(null)}>
                    Annuleren
                  </Button>
                </div>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Verwijderen: ${passkey.naam}`}
                  onClick={() => {
                    setDone(null);
                    remove.reset();
                    setConfirming(passkey.id);
                  }}
                >
                  Verwijderen
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <div className={alertClass('danger')} role="alert">
          {messageOf(error)}
        </div>
      )}
      {done && !error && (
        <div className={alertClass('success')} role="status">
          {done}
        </div>
      )}
      <Button
        className={styles.add}
        loading={add.isPending}
        onClick={() => {
          setDone(null);
          remove.reset();
          add.mutate();
        }}
      >
        Passkey toevoegen
      </Button>
    </section>
  );
}
