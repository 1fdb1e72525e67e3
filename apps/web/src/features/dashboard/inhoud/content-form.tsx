import type { LIMITS, SiteContent, SiteContentUpdateRequest } from '@clubelf/contract';
import type { FormEvent } from 'react';
import { Card } from '../../../components/card';
import { Markdown } from '../../../lib/markdown';
import { updateContent } from '../api/site';
import { useOrganiserAction } from '../api/use-organiser-action';
import { useServerDraft } from '../api/use-server-draft';
import { ActionStatus } from '../components/action-status';
import { Field } from '../components/field';
import { SaveActions } from '../components/save-actions';
import prose from '../../../components/prose.module.css';
import styles from './content-form.module.css';

type Draft = Omit<SiteContentUpdateRequest, 'version'>;

// The contract's limits, typed against it (its values module would bring zod into the bundle).
const MAX_MESSAGE: (typeof LIMITS)['mainMessageLength'] = 2_000;
const MAX_REGLEMENT: (typeof LIMITS)['reglementLength'] = 20_000;

const LABELS = {
  clubName: 'Naam van de supportersclub',
  mainMessage: 'Infobericht op de homepagina',
  reglementExtraText: 'Extra tekst op de reglementpagina',
};

const toDraft = (c: SiteContent): Draft => ({
  clubName: c.clubName,
  mainMessage: c.mainMessage,
  reglementExtraText: c.reglementExtraText,
});

/** The texts visitors read: the club's name, the info message and the extra rules text. */
export function ContentForm({ content }: { content: SiteContent }) {
  const action = useOrganiserAction('inhoud');
  const { draft, setDraft, base, reset, saved } = useServerDraft(content, toDraft);
  const { fields } = action;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: SiteContentUpdateRequest = { version: base.version, ...draft };
    await action.run(() => updateContent(body), {
      success: 'De teksten zijn opgeslagen en staan meteen op de site.',
      onSuccess: saved,
    });
  }

  return (
    <Card title="Teksten">
      <form onSubmit={submit} noValidate>
        <Field label={LABELS.clubName} error={fields.clubName} hint="Staat onderaan elke pagina.">
          {(control) => (
            <input
              {...control}
              type="text"
              value={draft.clubName}
              onChange={(e) => setDraft({ ...draft, clubName: e.target.value })}
            />
          )}
        </Field>
        <Field
          label={LABELS.mainMessage}
          error={fields.mainMessage}
          hint={`${draft.mainMessage.length} van ${MAX_MESSAGE} tekens.`}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              value={draft.mainMessage}
              onChange={(e) => setDraft({ ...draft, mainMessage: e.target.value })}
            />
          )}
        </Field>
        <div className={styles.editor}>
          <Field
            label={LABELS.reglementExtraText}
            error={fields.reglementExtraText}
            hint={
              <>
                Opmaak met Markdown: <code># Kop</code>, <code>**vet**</code>, <code>*schuin*</code>
                , <code>- opsomming</code>, <code>[link](https://…)</code>. HTML wordt als gewone
                tekst getoond. {draft.reglementExtraText.length} van {MAX_REGLEMENT} tekens.
              </>
            }
          >
            {(control) => (
              <textarea
                {...control}
                rows={12}
                value={draft.reglementExtraText}
                onChange={(e) => setDraft({ ...draft, reglementExtraText: e.target.value })}
              />
            )}
          </Field>
          <section className={styles.preview} aria-label="Voorbeeld van de extra tekst">
            <h3>Voorbeeld</h3>
            <div className={prose.prose}>
              {draft.reglementExtraText.trim() ? (
                <Markdown source={draft.reglementExtraText} headingLevel={4} />
              ) : (
                <p className="muted">Geen extra tekst.</p>
              )}
            </div>
          </section>
        </div>
        <ActionStatus action={action} labels={LABELS} onReload={reset} />
        <SaveActions saveLabel="Teksten opslaan" action={action} onUndo={reset} />
      </form>
    </Card>
  );
}
