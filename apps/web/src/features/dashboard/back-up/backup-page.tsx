import { useState } from 'react';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { formatDate, formatTime } from '../../../lib/format';
import { downloadBackup, restoreBackup } from '../api/import-export';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import { Field } from '../components/field';
import { formatBytes } from '../import-export/read-file';
import { readBackup, type BackupSummary } from './backup-summary';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';

const MAX_BACKUP_BYTES = 64 * 1024 * 1024;
const FILE_LABEL = 'Back-upbestand (.json)';
/**
 * A restore's body is the file: every field the server names (its format, its database version,
 * its tables) is a part of it, so each problem stands under the file input.
 */
const RESTORE_LABELS = { formatVersion: FILE_LABEL, migrations: FILE_LABEL, tables: FILE_LABEL };
const when = (iso: string) => `${formatDate(new Date(iso))} ${formatTime(new Date(iso))}`;

function DownloadCard() {
  const action = useOrganiserAction('geen');
  return (
    <Card title="Back-up downloaden">
      <p>
        Een volledige kopie van alle gegevens: seizoen, clubs, spelers, speelschema, uitslagen,
        deelnemers, bekers, teksten en accounts. Bewaar hem op een veilige plek: er staan
        e-mailadressen in.
      </p>
      <ActionStatus action={action} />
      <Button
        disabled={action.busy}
        onClick={() =>
          void action.run(downloadBackup, {
            success: (f) => `${f.fileName} (${formatBytes(f.size)}) is gedownload.`,
          })
        }
      >
        Back-up downloaden
      </Button>
    </Card>
  );
}

function RestoreCard() {
  const action = useOrganiserAction('alles');
  const [backup, setBackup] = useState<BackupSummary | null>(null);
  const [understood, setUnderstood] = useState(false);

  async function choose(file: File | undefined) {
    action.reset();
    setUnderstood(false);
    if (!file) return setBackup(null);
    if (file.size > MAX_BACKUP_BYTES) {
      return setBackup({
        ok: false,
        message: `Dit bestand is ${formatBytes(file.size)}; een back-up mag hoogstens ${formatBytes(MAX_BACKUP_BYTES)} zijn.`,
      });
    }
    setBackup(readBackup(await file.text()));
  }

  async function restore() {
    if (!backup?.ok) return;
    await action.run(() => restoreBackup(backup.file), {
      success: (r) =>
        `De back-up van ${when(r.backupCreatedAt)} is teruggezet (${Object.values(r.rows).reduce((a, b) => a + b, 0)} rijen). De standen zijn opnieuw berekend.`,
      onSuccess: () => setUnderstood(false),
    });
  }

  return (
    <Card title="Back-up terugzetten">
      <p>
        <strong>Let op:</strong> terugzetten vervangt alle huidige gegevens door die uit de back-up.
        Wat daarna is gewijzigd, gaat verloren. Download eerst een back-up van nu als je twijfelt.
      </p>
      <Field
        label={FILE_LABEL}
        error={backup && !backup.ok ? backup.message : Object.values(action.fields)}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".json,application/json"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        )}
      </Field>
      {backup?.ok ? (
        <>
          <p>
            Back-up van {when(backup.createdAt)}: {backup.tables} tabellen, {backup.rows} rijen.
          </p>
          <div className={`field ${formStyles.check}`}>
            <label>
              <input
                type="checkbox"
                checked={understood}
                onChange={(e) => setUnderstood(e.target.checked)}
              />
              Ik begrijp dat alle huidige gegevens worden vervangen.
            </label>
          </div>
        </>
      ) : null}
      <ActionStatus action={action} labels={RESTORE_LABELS} />
      <ConfirmButton
        label="Back-up terugzetten"
        question="Weet je het zeker? Alle huidige gegevens worden vervangen."
        confirmLabel="Ja, terugzetten"
        disabled={!backup?.ok || !understood || action.busy}
        onConfirm={restore}
      />
    </Card>
  );
}

/** /dashboard/back-up: download everything, or put a backup back. */
export function BackupPage() {
  return (
    <>
      <PageHeader title="Back-up">
        <p>Download een back-up van alle gegevens, of zet een eerdere back-up terug.</p>
        <details>
          <summary>Voor de beheerder van de server</summary>
          <p>
            Op de server maakt <code>npm run backup -- create backup.json</code> dezelfde back-up
            (bijvoorbeeld elke nacht vanuit een geplande taak) en zet{' '}
            <code>npm run backup -- restore backup.json</code> er een terug.
          </p>
        </details>
      </PageHeader>
      <div className={formStyles.stack}>
        <DownloadCard />
        <RestoreCard />
      </div>
    </>
  );
}
