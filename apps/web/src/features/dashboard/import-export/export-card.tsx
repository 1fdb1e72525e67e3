import { Card } from '../../../components/card';
import { downloadAanmeldformulier, downloadStandenExport } from '../api/import-export';
import type { OrganiserResult } from '../api/organiser-client';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';

/** Downloads: the standings as a workbook, and the interest form that comes back as an import. */
export function ExportCard() {
  const action = useOrganiserAction();
  const download = (send: () => Promise<OrganiserResult<{ fileName: string }>>) =>
    action.run(send, {
      success: (f) => `${f.fileName} is gedownload.`,
    });
  return (
    <Card title="Exporteren">
      <p>De tussenstand en de andere standen als Excel-werkmap, een blad per stand.</p>
      <ActionStatus action={action} />
      <div className="form-actions">
        <button
          type="button"
          className="button"
          disabled={action.busy}
          onClick={() => void download(downloadStandenExport)}
        >
          Standen downloaden (.xlsx)
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={action.busy}
          onClick={() => void download(downloadAanmeldformulier)}
        >
          Aanmeldformulier downloaden
        </button>
      </div>
      <p className="field-hint">
        Het ingevulde aanmeldformulier lees je in als ‘Deelnemers met hun selectie’.
      </p>
    </Card>
  );
}
