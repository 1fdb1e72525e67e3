import type { ChangePasswordRequest } from '@clubelf/contract';
import { useState, type FormEvent } from 'react';
import { Card } from '../../components/card';
import { useAuth } from '../auth';
import {
  changePasswordProblem,
  MIN_NEW_PASSWORD_LENGTH,
  type ChangePasswordFields,
} from './change-password-rules';
import { FeedbackMessage, type Feedback } from './feedback';
import { changePassword } from './api/account';
import { saveFailureMessage } from './api/organiser-client';
import { Button } from '../../components/ui/button';

const EMPTY: ChangePasswordFields = { currentPassword: '', newPassword: '', repeatPassword: '' };

const FIELDS: readonly { key: keyof ChangePasswordFields; label: string; autoComplete: string }[] =
  [
    { key: 'currentPassword', label: 'Huidig wachtwoord:', autoComplete: 'current-password' },
    { key: 'newPassword', label: 'Nieuw wachtwoord:', autoComplete: 'new-password' },
    { key: 'repeatPassword', label: 'Herhaal nieuw wachtwoord:', autoComplete: 'new-password' },
  ];

export function ChangePasswordForm() {
  const auth = useAuth();
  const [fields, setFields] = useState<ChangePasswordFields>(EMPTY);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = changePasswordProblem(fields);
    if (problem) {
      setFeedback({ kind: 'error', message: problem });
      return;
    }
    setFeedback(null);
    setBusy(true);
    const body: ChangePasswordRequest = {
      currentPassword: fields.currentPassword,
      newPassword: fields.newPassword,
    };
    const outcome = await changePassword(body);
    setBusy(false);
    if (!outcome.ok) {
      setFeedback({ kind: 'error', message: saveFailureMessage(outcome) });
      if (outcome.status === 401) auth.logout();
      return;
    }
    // Every earlier sign-in has ended; this browser carries on with the token it got back.
    auth.login(outcome.data.token);
    setFields(EMPTY);
    setFeedback({ kind: 'success', message: 'Je wachtwoord is gewijzigd.' });
  }

  return (
    <Card title="Wachtwoord wijzigen">
      <form onSubmit={submit} className="auth-form" noValidate>
        {FIELDS.map(({ key, label, autoComplete }) => (
          <div key={key} className="field">
            <label htmlFor={`password-${key}`}>{label}</label>
            <input
              id={`password-${key}`}
              type="password"
              autoComplete={autoComplete}
              value={fields[key]}
              onChange={(event) => {
                const value = event.target.value;
                setFields((current) => ({ ...current, [key]: value }));
              }}
            />
          </div>
        ))}
        <p className="muted">
          Het nieuwe wachtwoord heeft minstens {MIN_NEW_PASSWORD_LENGTH} tekens.
        </p>
        <FeedbackMessage feedback={feedback} />
        <Button type="submit" disabled={busy}>
          Wachtwoord wijzigen
        </Button>
      </form>
    </Card>
  );
}
