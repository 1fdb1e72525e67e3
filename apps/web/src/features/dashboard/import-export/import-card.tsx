import type { ImportCommit, ImportPreview, ImportUpload } from '@clubelf/contract';
import {
  IMPORT_COLUMNS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  MAX_IMPORT_FILE_BYTES,
  type ImportKind,
} from '@clubelf/contract/organiser/import-paths';
import { useRef, useState, type FormEvent } from 'react';
import { Card } from '../../../components/card';
import { commitImport, previewImport } from '../api/import-export';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { Field } from '../components/field';
import { NumberInput } from '../components/number-input';
import { ImportPreviewView } from './import-preview-view';
import styles from './import-card.module.css';
import { formatBytes, readFileAsBase64 } from './read-file';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';
import { alertClass } from '../../../components/ui/alert';

const LABELS = {
  fileName: 'Bestand',
  content: 'Bestand',
  ronde: 'Speelronde',
  fingerprint: 'Voorbeeld',
};

/** Upload a spreadsheet, see what it would do, then write it. */
export function ImportCard({ nextRound, roundCount }: { nextRound: number; roundCount: number }) {
  const preview = useOrganiserAction('geen');
  const commit = useOrganiserAction('seizoen');
  const fileRef = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<ImportKind>('deelnemers');
  const [ronde, setRonde] = useState<number>(nextRound);
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [shown, setShown] = useState<ImportPreview | null>(null);
  const columns = IMPORT_COLUMNS[kind];

  async function look(event?: FormEvent) {
    event?.preventDefault();
    commit.reset();
    setShown(null);
    const file = fileRef.current?.files?.[0];
    if (!file) return preview.fail({ fileName: 'kies eerst een .xlsx- of .csv-bestand' });
    if (file.size > MAX_IMPORT_FILE_BYTES) {
      return preview.fail({
        fileName: `het bestand is ${formatBytes(file.size)}; het mag hoogstens ${formatBytes(MAX_IMPORT_FILE_BYTES)} zijn`,
      });
    }
    if (kind === 'spelerevents' && !Number.isInteger(ronde))
      return preview.fail({ ronde: 'vul een speelronde in' });
    let content: string;
    try {
      content = await readFileAsBase64(file);
    } catch {
      return preview.fail({ fileName: 'het bestand kon niet worden gelezen' });
    }
    const body: ImportUpload = {
      fileName: file.name,
      content,
      ...(kind === 'spelerevents' ? { ronde } : {}),
    };
    setUpload(body);
    await preview.run(() => previewImport(kind, body), {
      success: (p) =>
        p.accepted > 0
          ? 'Er is nog niets opgeslagen. Controleer het voorbeeld en klik op Importeren.'
          : 'Er is niets opgeslagen: geen enkele rij kan worden ingelezen.',
      onSuccess: setShown,
    });
  }

  async function write() {
    if (!upload || !shown) return;
    const body: ImportCommit = { ...upload, fingerprint: shown.fingerprint };
    await commit.run(() => commitImport(shown.kind, body), {
      success: (r) =>
        `${r.written} ${r.written === 1 ? 'rij is' : 'rijen zijn'} geïmporteerd${r.refused > 0 ? `; ${r.refused} geweigerde ${r.refused === 1 ? 'rij is' : 'rijen zijn'} overgeslagen` : ''}.`,
      onSuccess: () => {
        setShown(null);
        preview.reset();
        if (fileRef.current) fileRef.current.value = '';
      },
    });
  }

  return (
    <Card title="Importeren">
      <form onSubmit={look} noValidate>
        <div className={formStyles.row}>
          <Field label="Wat wil je importeren?">
            {(control) => (
              <select
                {...control}
                value={kind}
                onChange={(e) => {
                  setKind(e.target.value as ImportKind);
                  setShown(null);
                  preview.reset();
                  commit.reset();
                }}
              >
                {IMPORT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {IMPORT_KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {kind === 'spelerevents' ? (
            <Field label={LABELS.ronde} error={preview.fields.ronde}>
              {(control) => (
                <NumberInput
                  {...control}
                  min={1}
                  max={roundCount}
                  value={ronde}
                  onChange={setRonde}
                />
              )}
            </Field>
          ) : null}
          <Field
            label="Bestand (.xlsx of .csv)"
            error={preview.fields.fileName ?? preview.fields.content}
            hint={`Hoogstens ${formatBytes(MAX_IMPORT_FILE_BYTES)}.`}
          >
            {(control) => (
              <input
                {...control}
                ref={fileRef}
                type="file"
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                onChange={() => {
                  setShown(null);
                  preview.reset();
                  commit.reset();
                }}
              />
            )}
          </Field>
        </div>
        <p className={formStyles.hint}>
          Eerste rij met de kolomnamen. Verplicht: {columns.required.join(', ')}.
          {columns.optional.length > 0 ? ` Mag ook: ${columns.optional.join(', ')}.` : ''}
        </p>
        {preview.outcome?.kind === 'success' ? (
          // A preview stores nothing: its message is a notice (nothing to import: a warning),
          // never the green box of a save.
          <div
            className={
              shown && shown.accepted > 0
                ? alertClass(undefined, styles.notice)
                : alertClass('warning')
            }
            role="status"
          >
            {preview.outcome.message}
          </div>
        ) : (
          <ActionStatus action={preview} labels={LABELS} />
        )}
        <Button type="submit" disabled={preview.busy}>
          {preview.busy ? 'Bestand wordt gelezen…' : 'Voorbeeld bekijken'}
        </Button>
      </form>
      {shown ? (
        <section className={styles.step} aria-label="Voorbeeld van de import">
          <h3>Voorbeeld</h3>
          <ImportPreviewView preview={shown} />
          <ActionStatus action={commit} labels={LABELS} onReload={() => void look()} />
          <div className={formStyles.actions}>
            <Button disabled={commit.busy || shown.accepted === 0} onClick={() => void write()}>
              Importeren ({shown.accepted} {shown.accepted === 1 ? 'rij' : 'rijen'})
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setShown(null);
                preview.reset();
              }}
            >
              Annuleren
            </Button>
          </div>
        </section>
      ) : (
        <ActionStatus action={commit} labels={LABELS} />
      )}
    </Card>
  );
}
