import type { Settings } from '@clubelf/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Card } from '../../components/card';
import { HttpError } from '../../lib/http-error';
import { settingsQuery } from '../site';
import { useAuth } from '../auth';
import { FeedbackMessage } from './feedback';
import { saveSettings } from './api/site';
import { useOrganiserAction } from './api/use-organiser-action';
import { saveFeedback } from './save-feedback';
import { SETTINGS_LABELS } from './settings-labels';
import { Button } from '../../components/ui/button';
import flagStyles from './components/flags.module.css';
import { alertClass } from '../../components/ui/alert';
import formLayout from '../../components/ui/form-layout.module.css';

export function SettingsForm() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery);
  // The organiser's unsaved changes on top of what the server holds.
  const [edits, setEdits] = useState<Partial<Settings>>({});
  // The flags show or hide blocks of the public pages: their answers are made stale.
  const action = useOrganiserAction('inhoud');
  const draft: Settings | null = settings.data ? { ...settings.data, ...edits } : null;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft || action.busy) return;
    await action.run(
      async () => {
        const outcome = await saveSettings(draft);
        if (!outcome.ok && outcome.status === 401) auth.logout();
        return outcome;
      },
      {
        success: 'De instellingen zijn opgeslagen.',
        // The header, the home page and the menus show or hide blocks by these flags.
        onSuccess: () => {
          queryClient.setQueryData(settingsQuery.queryKey, draft);
          setEdits({});
        },
      },
    );
  }

  return (
    <Card title="Instellingen">
      {settings.isError &&
        (settings.error instanceof HttpError && settings.error.status === 404 ? (
          <p className="muted">Start eerst een seizoen; daarna kies je hier wat bezoekers zien.</p>
        ) : (
          <div className={alertClass('danger')} role="alert">
            De instellingen konden niet worden geladen.
          </div>
        ))}
      {!draft && !settings.isError && <p className="muted">Instellingen laden…</p>}
      {draft && (
        <form onSubmit={save} className={formLayout.stack}>
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
          <FeedbackMessage feedback={saveFeedback(null, action.outcome)} />
          <Button type="submit" disabled={action.busy}>
            Instellingen opslaan
          </Button>
        </form>
      )}
    </Card>
  );
}
