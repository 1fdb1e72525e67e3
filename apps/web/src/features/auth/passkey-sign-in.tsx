// "Inloggen met een passkey" on /authentication/login (issue 27): offered only where the browser
// can (browserSupportsWebAuthn). No name first: the passkey is discoverable, the device offers
// the person's passkeys for this site and the server learns from it whose it is.
import type { LoginResponse, PasskeyOptionsResponse } from '@clubelf/contract';
import { passkeyPaths } from '@clubelf/contract/paths';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { HttpError, apiRequest } from '../../lib/api-client';
import { passkeyErrorMessage } from '../../lib/passkey-errors';
import { useAuth } from './auth-context';
import own from './passkey-sign-in.module.css';
import styles from './participant-sign-in.module.css';
import { alertClass } from '../../components/ui/alert';

const UNKNOWN = 'Er ging iets mis. Controleer je verbinding en probeer het opnieuw.';

export function PasskeySignIn() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [supported] = useState(() => browserSupportsWebAuthn());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!supported) return null;

  async function signIn() {
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      const options = await apiRequest<PasskeyOptionsResponse>(passkeyPaths.inlogOpties, {
        method: 'POST',
        body: {},
      });
      let credential;
      try {
        credential = await startAuthentication({
          optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
        });
      } catch (failure) {
        setError(passkeyErrorMessage(failure));
        return;
      }
      const answer = await apiRequest<LoginResponse>(passkeyPaths.inloggen, {
        method: 'POST',
        body: { credential },
      });
      if (!auth.login(answer.token)) {
        setError('Inloggen lukte niet. Probeer het opnieuw, of log in met een inloglink.');
        return;
      }
      void navigate('/dashboard', { replace: true });
    } catch (failure) {
      setError(failure instanceof HttpError && failure.status < 500 ? failure.message : UNKNOWN);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="passkey-inloggen">
      <h2 id="passkey-inloggen">Deelnemer met een passkey?</h2>
      <p className={styles.hint}>
        Heb je op Mijn superelf een passkey toegevoegd? Log dan in met je vingerafdruk, gezicht of
        pincode.
      </p>
      {error && (
        <div className={alertClass('danger')} role="alert">
          {error}
        </div>
      )}
      <Button className={own.button} loading={busy} onClick={() => void signIn()}>
        Inloggen met een passkey
      </Button>
    </section>
  );
}
