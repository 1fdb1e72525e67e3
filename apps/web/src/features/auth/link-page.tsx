// /authentication/link?token=...: the page a sign-in link opens. It signs in only when the
// button is pressed (a POST), so a mail scanner that fetches the link does not use it up.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useAuth } from './auth-context';
import { confirmInloglink } from './participant-api';
import styles from './participant-sign-in.module.css';
import { Button } from '../../components/ui/button';
import { alertClass } from '../../components/ui/alert';
import formLayout from '../../components/ui/form-layout.module.css';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function LinkPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(
    TOKEN.test(token)
      ? null
      : 'Deze inloglink is onvolledig. Kopieer de hele link uit je mail of bericht.',
  );

  async function signIn() {
    if (busy || !TOKEN.test(token)) return;
    setError(null);
    setBusy(true);
    const outcome = await confirmInloglink(token);
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    if (!auth.login(outcome.value.token)) {
      setError('Inloggen lukte niet. Vraag een nieuwe inloglink aan.');
      return;
    }
    void navigate('/dashboard', { replace: true });
  }

  return (
    <div className={formLayout.narrowPage}>
      <PageHeader title="Inloggen met je link" />
      <div className={styles.linkPage}>
        <p className={styles.hint}>
          Druk op de knop om in te loggen bij de superelf. De link werkt één keer.
        </p>
        {error && (
          <div className={alertClass('danger')} role="alert">
            {error}
          </div>
        )}
        <Button
          className={styles.linkButton}
          onClick={() => void signIn()}
          disabled={busy || !TOKEN.test(token)}
        >
          {busy ? 'Bezig met inloggen…' : 'Inloggen'}
        </Button>
        {error && (
          <p className={styles.hint}>
            <Link to="/authentication/login">Vraag een nieuwe inloglink aan</Link>
          </p>
        )}
      </div>
    </div>
  );
}
