import type { Settings } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiGet } from '../../lib/api-client';
import { useAuth } from '../auth';
import { organiserWrite } from './organiser-request';
import { SETTINGS_LABELS } from './settings-labels';

type Feedback = { kind: 'success' | 'error'; message: string } | null;

export function SettingsForm() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: ({ signal }) => apiGet<Settings>(apiPaths.settings, signal),
  });
  // The organiser's unsaved changes on top of what the server holds.
  const [edits, setEdits] = useState<Partial<Settings>>({});
  const draft: Settings | null = settings.data ? { ...settings.data, ...edits } : null;
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft || busy) return;
    setFeedback(null);
    setBusy(true);
    const outcome = await organiserWrite(apiPaths.settings, 'PUT', draft);
    setBusy(false);
    if (outcome.ok) {
      setFeedback({ kind: 'success', message: 'De instellingen zijn opgeslagen.' });
      // Every page that shows or hides blocks by these flags must see the new values.
      await queryClient.invalidateQueries();
      setEdits({});
      return;
    }
    setFeedback({ kind: 'error', message: outcome.message });
    if (outcome.status === 401) auth.logout();
  }

  return (
    <section className="dashboard-card" aria-labelledby="settings-title">
      <h2 id="settings-title">Instellingen</h2>
      {settings.isError && (
        <div className="auth-alert auth-alert--error" role="alert">
          De instellingen konden niet worden geladen.
        </div>
      )}
      {!draft && !settings.isError && <p>Instellingen laden…</p>}
      {draft && (
        <form onSubmit={save} className="auth-form">
          <fieldset className="dashboard-flags">
            <legend>Wat bezoekers zien</legend>
            {SETTINGS_LABELS.map(({ key, label, hint }) => (
              <label key={key} className="dashboard-flag">
                <input
                  type="checkbox"
                  name={key}
                  checked={draft[key]}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    setEdits((current) => ({ ...current, [key]: checked }));
                  }}
                />
                <span>
                  {label}
                  <small>{hint}</small>
                </span>
              </label>
            ))}
          </fieldset>
          {feedback && (
            <div
              className={`auth-alert auth-alert--${feedback.kind}`}
              role={feedback.kind === 'error' ? 'alert' : 'status'}
            >
              {feedback.message}
            </div>
          )}
          <button type="submit" className="auth-button" disabled={busy}>
            Instellingen opslaan
          </button>
        </form>
      )}
    </section>
  );
}
