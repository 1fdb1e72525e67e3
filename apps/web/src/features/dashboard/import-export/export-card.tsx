import { apiPaths } from '@clubelf/contract/paths';
import { organiserImportPaths } from '@clubelf/contract/organiser-import/paths';
import { Card } from '../../../components/card';
import { downloadOrganiserFile } from '../api/download';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';

/** Downloads: the standings as a workbook, and the interest form that comes back as an import. */
export function ExportCard() {
  const action = useOrganiserAction();
  const download = (url: string, name: string) =>
    action.run(() => downloadOrganiserFile(url, name), {
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
          onClick={() => void download(organiserImportPaths.standenExport, 'standen.xlsx')}
        >
          Standen downloaden (.xlsx)
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={action.busy}
          onClick={() => void download(apiPaths.aanmeldformulier, 'aanmeldformulier.xlsx')}
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
