import { PageHeader } from '../../../components/page-header';
import { WithSeason } from '../components/with-season';
import { seasonProgress } from '../home/season-progress';
import { ExportCard } from './export-card';
import { ImportCard } from './import-card';
import formStyles from '../components/form.module.css';

/** /dashboard/import-export: spreadsheets in (with a preview first) and out. */
export function ImportExportPage() {
  return (
    <>
      <PageHeader title="Import & export">
        <p>
          Lees spelers, het speelschema, deelnemers met hun selectie of de gebeurtenissen van een
          speelronde in uit een spreadsheet. Je ziet eerst welke rijen worden geweigerd en waarom;
          pas na Importeren wordt er iets opgeslagen.
        </p>
      </PageHeader>
      <WithSeason>
        {(season) => (
          <div className={formStyles.stack}>
            <ImportCard
              nextRound={seasonProgress(season.rondes).next ?? 1}
              roundCount={season.roundCount}
            />
            <ExportCard />
          </div>
        )}
      </WithSeason>
    </>
  );
}
