import type { Huisstijl, HuisstijlColoursRequest } from '@clubelf/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Card } from '../../../components/card';
import { removeCrest, saveHuisstijlColours, uploadCrest } from '../api/site';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { Field } from '../components/field';
import { SaveActions } from '../components/save-actions';
import { applyHuisstijl } from './apply-huisstijl';
import styles from './huisstijl-form.module.css';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';

/** The upload's one field: the server names a refused image `crest`. */
const CREST_LABELS = { crest: 'Nieuw clubwapen' };

const LABELS = {
  primaryColour: 'Hoofdkleur',
  secondaryColour: 'Tweede kleur',
};

const toDraft = (h: Huisstijl): HuisstijlColoursRequest => ({
  primaryColour: h.primaryColour,
  secondaryColour: h.secondaryColour,
});

/** The club's colours and crest, as the header (and the cards) show them. */
export function HuisstijlForm({ huisstijl }: { huisstijl: Huisstijl }) {
  const [saved, setSaved] = useState(huisstijl);
  const [draft, setDraft] = useState(() => toDraft(huisstijl));
  const colours = useOrganiserAction('huisstijl');
  const crest = useOrganiserAction('huisstijl');
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);

  const took = (h: Huisstijl) => {
    setSaved(h);
    applyHuisstijl(h);
  };

  async function saveColours(event: FormEvent) {
    event.preventDefault();
    await colours.run(() => saveHuisstijlColours(draft), {
      success: 'De kleuren zijn opgeslagen en staan meteen op de site.',
      onSuccess: (h) => {
        took(h);
        setDraft(toDraft(h));
      },
    });
  }

  async function sendCrest(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    await crest.run(() => uploadCrest(file), {
      success: 'Het clubwapen is geplaatst.',
      onSuccess: (h) => {
        took(h);
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
      },
    });
  }

  async function dropCrest() {
    await crest.run(removeCrest, { success: 'Het clubwapen is verwijderd.', onSuccess: took });
  }

  return (
    <Card title="Clubkleuren en wapen">
      <form onSubmit={saveColours} noValidate aria-label="Clubkleuren">
        <p className="muted">
          De hoofdkleur is de achtergrond van de kop van elke pagina, met witte tekst erop; de
          tweede kleur is de streep eronder. Beide moeten goed leesbaar blijven.
        </p>
        <div className={styles.colours}>
          {(['primaryColour', 'secondaryColour'] as const).map((key) => (
            <Field
              key={key}
              className={styles.colour}
              label={LABELS[key]}
              error={colours.fields[key]}
              hint={draft[key]}
            >
              {(control) => (
                <input
                  {...control}
                  type="color"
                  value={draft[key]}
                  onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                />
              )}
            </Field>
          ))}
        </div>
        <div
          className={styles.preview}
          // React sets these through the CSSOM, which the content security policy allows.
          style={{
            background: draft.primaryColour,
            color: '#fff',
            borderBottom: `4px solid ${draft.secondaryColour}`,
          }}
          aria-label="Voorbeeld van de kop"
          role="img"
        >
          {saved.crest ? (
            <img className={styles.previewCrest} src={saved.crest.png128} alt="" />
          ) : null}
          Superelf
        </div>
        <ActionStatus action={colours} labels={LABELS} />
        <SaveActions
          saveLabel="Kleuren opslaan"
          action={colours}
          onUndo={() => setDraft(toDraft(saved))}
        />
      </form>

      <form className={styles.crestForm} onSubmit={sendCrest} noValidate aria-label="Clubwapen">
        <h3>Clubwapen</h3>
        <div className={styles.crest}>
          {saved.crest ? (
            <img
              className={styles.crestImage}
              src={saved.crest.png128}
              alt="Het huidige clubwapen"
              width={64}
              height={64}
            />
          ) : (
            <p className="muted">Er is nog geen clubwapen; de kop toont een bal.</p>
          )}
        </div>
        <Field
          label={CREST_LABELS.crest}
          error={crest.fields.crest}
          hint="PNG, JPEG of WebP, hoogstens 2 MB en 4096 x 4096 pixels. Het wordt vierkant gemaakt (128 en 256 pixels). SVG kan niet."
        >
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <ActionStatus action={crest} labels={CREST_LABELS} />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={crest.busy || !file}>
            Wapen plaatsen
          </Button>
          {saved.crest ? (
            <Button variant="secondary" disabled={crest.busy} onClick={() => void dropCrest()}>
              Wapen verwijderen
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
