import type { FairplaycupRow } from '@clubelf/contract';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { useGekozenDeelnemer } from '../deelnemer-keuze';
import { useLoopbaanHref } from '../deelnemers';
import { PagedStandingTable } from './paged-standing';
import { usePagedStanding } from './use-paged-standing';
import {
  deelnemerLinkColumn,
  numeric,
  positieColumn,
  teamColumn,
} from '../../components/ranking-table';

export function FairplaycupPage() {
  const { gekozenId } = useGekozenDeelnemer();
  const stand = usePagedStanding<FairplaycupRow>('fairplaycup', gekozenId);
  const loopbaanHref = useLoopbaanHref();
  return (
    <>
      <PageHeader title="Fairplaycup">
        De minste kaartpunten wint: geel 1, tweede geel 3, rood 3. Bij gelijke kaartpunten telt de
        hoogste totaalscore.
      </PageHeader>
      <QueryView query={stand.kop}>
        {(cup) =>
          cup.total === 0 ? (
            <EmptyState>Er is nog geen speelronde gespeeld.</EmptyState>
          ) : (
            <PagedStandingTable
              stand={stand}
              lijst="fairplaycup"
              label="Fairplaycup"
              naam="de fairplaycup"
              caption={<>Fairplaycup na speelronde {cup.round}</>}
              gekozenId={gekozenId}
              columns={[
                positieColumn,
                deelnemerLinkColumn(loopbaanHref),
                teamColumn,
                { ...numeric('Kaartpunten', true), cell: (row) => formatNumber(row.cardPoints) },
                { ...numeric('Totaalscore'), cell: (row) => formatNumber(row.totalScore) },
              ]}
            />
          )
        }
      </QueryView>
    </>
  );
}
