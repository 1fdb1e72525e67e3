import type { Settings } from '@clubelf/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Card } from '../../components/card';
import { HttpError } from '../../lib/http-error';
import { settingsQuery } from '../site';
import { useAuth } from '../auth';
import { FeedbackMessage, type Feedback } from './feedback';
import { saveSettings } from './api/site';
import { saveFailureMessage } from './api/organiser-client';
import { SETTINGS_LABELS } from './settings-labels';
import { Button } from '../../components/ui/button';
import flagStyles from './components/flags.module.css';

export function SettingsForm() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery);
  // The organiser's unsaved changes on top of what the server holds.
  const [edits, setEdits] = useState<Partial<Settings>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const draft: Settings | null = settings.data ? { ...settings.data, ...edits } : null;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft || busy) return;
    setFeedback(null);
    setBusy(true);
    const outcome = await saveSettings(draft);
    setBusy(false);
    if (!outcome.ok) {
      setFeedback({ kind: 'error', message: saveFailureMessage(outcome) });
      if (outcome.status === 401) auth.logout();
      return;
    }
    // The header, the home page and the menus show or hide blocks by these flags.
    queryClient.setQueryData(settingsQuery.queryKey, draft);
    setEdits({});
    setFeedback({ kind: 'success', message: 'De instellingen zijn opgeslagen.' });
    // Other views (summaries the flags switch on) load afresh.
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== settingsQuery.queryKey[0],
    });
  }

  return (
    <Card title="Instellingen">
      {settings.isError &&
        (settings.error instanceof HttpError && settings.error.status === 404 ? (
          <p className="muted">Start eerst een seizoen; daarna kies je hier wat bezoekers zien.</p>
        ) : (
          <div className="alert alert--danger" role="alert">
            De instellingen konden niet worden geladen.
          </div>
        ))}
      {!draft && !settings.isError && <p className="muted">Instellingen laden…</p>}
      {draft && (
        <form onSubmit={save} className="auth-form">
          <fieldset className={flagStyles.flags}>
            <legend>Wat bezoekers zien</legend>
            {SETTINGS_LABELS.map(({ key, label, hint }) => (
              <label key={key} className={flagStyles.flag}>
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
          <FeedbackMessage feedback={feedback} />
          <Button type="submit" disabled={busy}>
            Instellingen opslaan
          </Button>
        </form>
      )}
    </Card>
  );
}
