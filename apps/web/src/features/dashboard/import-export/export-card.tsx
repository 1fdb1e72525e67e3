import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../components/card';
import { seizoenenQuery } from '../../archief';
import { downloadAanmeldformulier, downloadStandenExport } from '../api/import-export';
import type { OrganiserResult } from '../api/organiser-client';
import { useOrganiserAction } from '../api/use-organiser-action';
import { ActionStatus } from '../components/action-status';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';

/** Downloads: the standings as a workbook, and the interest form that comes back as an import. */
export function ExportCard() {
  const action = useOrganiserAction('geen');
  const seizoenen = useQuery(seizoenenQuery).data ?? [];
  // '' is the current season.
  const [seizoen, setSeizoen] = useState('');
  const download = (send: () => Promise<OrganiserResult<{ fileName: string }>>) =>
    action.run(send, {
      success: (f) => `${f.fileName} is gedownload.`,
    });
  return (
    <Card title="Exporteren">
      <p>De tussenstand en de andere standen als Excel-werkmap, een blad per stand.</p>
      {seizoenen.length > 1 ? (
        <div className="field">
          <label htmlFor="export-seizoen">Seizoen</label>
          <select
            id="export-seizoen"
            value={seizoen}
            onChange={(event) => setSeizoen(event.target.value)}
          >
            {seizoenen.map((s) => (
              <option key={s.id} value={s.isCurrent ? '' : String(s.id)}>
                {s.name}
                {s.isCurrent ? ' (huidig)' : ''}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ActionStatus action={action} />
      <div className={formStyles.actions}>
        <Button
          disabled={action.busy}
          onClick={() =>
            void download(() => downloadStandenExport(seizoen === '' ? undefined : Number(seizoen)))
          }
        >
          Standen downloaden (.xlsx)
        </Button>
        <Button
          variant="secondary"
          disabled={action.busy}
          onClick={() => void download(downloadAanmeldformulier)}
        >
          Aanmeldformulier downloaden
        </Button>
      </div>
      <p className={formStyles.hint}>
        Het ingevulde aanmeldformulier lees je in als ‘Deelnemers met hun selectie’.
      </p>
    </Card>
  );
}
