import type { ChangePasswordRequest } from '@clubelf/contract';
import { useState, type FormEvent } from 'react';
import { Card } from '../../components/card';
import { useAuth } from '../auth';
import {
  changePasswordProblem,
  MIN_NEW_PASSWORD_LENGTH,
  type ChangePasswordFields,
} from './change-password-rules';
import { FeedbackMessage } from './feedback';
import { changePassword } from './api/account';
import { useOrganiserAction } from './api/use-organiser-action';
import { saveFeedback } from './save-feedback';
import { Field } from './components/field';
import { Button } from '../../components/ui/button';
import formLayout from '../../components/ui/form-layout.module.css';

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
  // A problem found before sending; the write's own answer is the action's.
  const [problem, setProblem] = useState<string | null>(null);
  // Changes nothing the dashboard shows (only the logbook).
  const action = useOrganiserAction('geen');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (action.busy) return;
    const found = changePasswordProblem(fields);
    setProblem(found);
    if (found) return action.reset();
    const body: ChangePasswordRequest = {
      currentPassword: fields.currentPassword,
      newPassword: fields.newPassword,
    };
    await action.run(
      async () => {
        const outcome = await changePassword(body);
        if (!outcome.ok && outcome.status === 401) auth.logout();
        return outcome;
      },
      {
        success: 'Je wachtwoord is gewijzigd.',
        // Every earlier sign-in has ended; this browser carries on with the token it got back.
        onSuccess: (data) => {
          auth.login(data.token);
          setFields(EMPTY);
        },
      },
    );
  }

  return (
    <Card title="Wachtwoord wijzigen">
      <form onSubmit={submit} className={formLayout.stack} noValidate>
        {FIELDS.map(({ key, label, autoComplete }) => (
          <Field key={key} label={label} error={action.fields[key]}>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete={autoComplete}
                value={fields[key]}
                onChange={(event) => {
                  const value = event.target.value;
                  setFields((current) => ({ ...current, [key]: value }));
                }}
              />
            )}
          </Field>
        ))}
        <p className="muted">
          Het nieuwe wachtwoord heeft minstens {MIN_NEW_PASSWORD_LENGTH} tekens.
        </p>
        <FeedbackMessage feedback={saveFeedback(problem, action.outcome)} />
        <Button type="submit" disabled={action.busy}>
          Wachtwoord wijzigen
        </Button>
      </form>
    </Card>
  );
}
