import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useAuth } from './auth-context';
import {
  isLoginFormValid,
  loginFailureMessage,
  loginFieldError,
  type LoginFields,
  type LoginTouched,
} from './login-form';
import { requestLogin } from './login-request';
import { ParticipantSignIn } from './participant-sign-in';
import { PasskeySignIn } from './passkey-sign-in';
import { safeReturnUrl } from './safe-return-url';
import { Button } from '../../components/ui/button';
import { alertClass } from '../../components/ui/alert';
import { fieldErrorClass } from '../../components/ui/field';
import formLayout from '../../components/ui/form-layout.module.css';

export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [fields, setFields] = useState<LoginFields>({ userName: '', password: '' });
  const [touched, setTouched] = useState<LoginTouched>({ userName: false, password: false });
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const valid = isLoginFormValid(fields);
  const userNameError = loginFieldError('userName', fields, touched);
  const passwordError = loginFieldError('password', fields, touched);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || busy) return;
    // The alert of the previous attempt goes away on each new submit.
    setErrorMessage(null);
    setBusy(true);
    const outcome = await requestLogin(fields.userName, fields.password);
    setBusy(false);
    if (!outcome.ok) {
      setErrorMessage(outcome.message);
      return;
    }
    if (!auth.login(outcome.token)) {
      setErrorMessage(loginFailureMessage(null));
      return;
    }
    void navigate(safeReturnUrl(searchParams.get('returnUrl'), window.location.origin), {
      replace: true,
    });
  }

  const change = (field: keyof LoginFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));
  const touch = (field: keyof LoginFields) => () =>
    setTouched((current) => ({ ...current, [field]: true }));

  return (
    <div className={formLayout.narrowPage}>
      <PageHeader title="Inloggen" />
      {errorMessage && (
        <div className={alertClass('danger')} role="alert">
          {errorMessage}
        </div>
      )}
      <form className={formLayout.stack} onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="login-username">Gebruikersnaam:</label>
          <input
            id="login-username"
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={fields.userName}
            onChange={change('userName')}
            onBlur={touch('userName')}
            aria-invalid={userNameError ? true : undefined}
            aria-describedby={userNameError ? 'login-username-error' : undefined}
          />
          {userNameError && (
            <p id="login-username-error" className={fieldErrorClass}>
              {userNameError}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="login-password">Wachtwoord:</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={fields.password}
            onChange={change('password')}
            onBlur={touch('password')}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? 'login-password-error' : undefined}
          />
          {passwordError && (
            <p id="login-password-error" className={fieldErrorClass}>
              {passwordError}
            </p>
          )}
        </div>
        <Button type="submit" disabled={!valid || busy}>
          Login
        </Button>
      </form>
      <PasskeySignIn />
      <ParticipantSignIn />
    </div>
  );
}
