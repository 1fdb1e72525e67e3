import type { FairplaycupRow } from '@clubelf/contract';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { RondeStatus } from '../../components/ronde-status';
import { standCaption } from '../../components/ronde-status-tekst';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { useGekozenDeelnemer } from '../deelnemer-keuze';
import { PagedStandingTable } from './paged-standing';
import { usePagedStanding } from './use-paged-standing';
import {
  deelnemerColumn,
  numeric,
  positieColumn,
  teamColumn,
} from '../../components/ranking-table';

export function FairplaycupPage() {
  const { gekozenId } = useGekozenDeelnemer();
  const stand = usePagedStanding<FairplaycupRow>('fairplaycup', gekozenId);
  return (
    <>
      <PageHeader title="Fairplaycup">
        De minste kaartpunten wint: geel 1, tweede geel 3, rood 3. Bij gelijke kaartpunten telt de
        hoogste totaalscore.
        {stand.kop.data ? <RondeStatus status={stand.kop.data.rondeStatus} regel /> : null}
      </PageHeader>
      <QueryView query={stand.kop}>
        {(cup) =>
          // Before the first round everyone would share place 1 (issue 26).
          cup.total === 0 || cup.round === 0 ? (
            <EmptyState>Er is nog geen speelronde gespeeld.</EmptyState>
          ) : (
            <PagedStandingTable
              stand={stand}
              lijst="fairplaycup"
              label="Fairplaycup"
              naam="de fairplaycup"
              caption={standCaption('Fairplaycup', cup.rondeStatus)}
              gekozenId={gekozenId}
              columns={[
                positieColumn,
                deelnemerColumn,
                teamColumn,
                // Soft hyphens: on a phone the headings may break there.
                {
                  ...numeric('Kaart\u00adpunten', true),
                  cell: (row) => formatNumber(row.cardPoints),
                },
                {
                  ...numeric('Totaal\u00adscore'),
                  cell: (row) => formatNumber(row.totalScore),
                },
              ]}
            />
          )
        }
      </QueryView>
    </>
  );
}
