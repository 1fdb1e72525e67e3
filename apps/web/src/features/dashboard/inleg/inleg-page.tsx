import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { inlegQuery } from '../api/inleg';
import { WithSeason } from '../components/with-season';
import { InlegDeelnemersCard } from './inleg-deelnemers-card';
import { InlegInstellingenCard } from './inleg-instellingen-card';
import { InlegOpenCard } from './inleg-open-card';
import { InlegTotalen } from './inleg-totalen';
import formStyles from '../components/form.module.css';
import { alertClass } from '../../../components/ui/alert';

/** /dashboard/inleg: the season's entry fee, who has paid, who is still open. */
export function InlegPage() {
  return (
    <>
      <PageHeader title="Inleg">
        <p>
          Het bedrag van dit seizoen, wie er betaald heeft en hoe, een herinnering voor wie nog open
          staat en het overzicht voor de penningmeester.
        </p>
      </PageHeader>
      <WithSeason>{() => <InlegContent />}</WithSeason>
    </>
  );
}

function InlegContent() {
  const inleg = useQuery(inlegQuery);
  return (
    <QueryView query={inleg} loadingText="Inleg wordt geladen…">
      {(overzicht) => (
        <div className={formStyles.stack}>
          {overzicht.bedragCenten === 0 ? (
            <p className={alertClass('warning')}>
              Er is nog geen bedrag ingesteld: vul de inleg per deelnemer in bij Instellingen,
              hieronder.
            </p>
          ) : null}
          {/* The settings first: with 250 rows, the amount must not sit below the list. */}
          <InlegInstellingenCard overzicht={overzicht} />
          <InlegTotalen overzicht={overzicht} />
          <InlegDeelnemersCard overzicht={overzicht} />
          <InlegOpenCard overzicht={overzicht} />
        </div>
      )}
    </QueryView>
  );
}
