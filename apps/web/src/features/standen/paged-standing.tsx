import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { RankingTable } from '../../components/ranking-table';
import type { RankingColumn } from '../../components/ranking-table';
import { VirtualRankingTable } from '../../components/virtual-ranking-table';
import type { VirtualRows } from '../../components/virtual-ranking-table';
import { animateScrollToTop } from '../../lib/scroll';
import { useScrollToGekozen } from '../deelnemer-keuze';
import type { StandLijst } from './api';
import { StandZoek } from './stand-zoek';
import type { PagedStanding, StandRij } from './use-paged-standing';

interface Rij extends StandRij {
  position: number;
  name: string;
  teamName: string;
}

interface PagedStandingTableProps<Row extends Rij> {
  stand: PagedStanding<Row>;
  lijst: StandLijst;
  /** 'Tussenstand': names the table's scroll box. */
  label: string;
  /** 'de tussenstand': in the search box's label. */
  naam: string;
  caption: ReactNode;
  className?: string;
  columns: readonly RankingColumn<Row>[];
  gekozenId: number;
}

/**
 * A standing that came in pages (usePagedStanding): a small one as one table of every row, a long
 * one as a virtualised table with a search, both highlighting and scrolling to the chosen
 * participant.
 */
export function PagedStandingTable<Row extends Rij>({
  stand,
  lijst,
  label,
  naam,
  caption,
  className,
  columns,
  gekozenId,
}: PagedStandingTableProps<Row>) {
  const rowsRef = useRef<VirtualRows | null>(null);
  const [picked, setPicked] = useState<{ row: Row; index: number } | undefined>();
  const { gekozenIndex, rowAt: loadedRowAt } = stand;
  const venster = stand.mode === 'venster';

  const locate = useCallback(
    () =>
      gekozenIndex === undefined || !rowsRef.current ? null : rowsRef.current.topOf(gekozenIndex),
    [gekozenIndex],
  );
  useScrollToGekozen(
    venster ? gekozenIndex !== undefined : stand.alleRijen !== undefined,
    venster ? locate : undefined,
  );

  const rowAt = useCallback(
    (index: number) => loadedRowAt(index) ?? (picked?.index === index ? picked.row : undefined),
    [loadedRowAt, picked],
  );
  const kies = useCallback((row: Row, index: number) => {
    setPicked({ row, index });
    const find = () => rowsRef.current?.topOf(index) ?? 0;
    // Straight there, with the row a little below the top like the chosen participant's.
    animateScrollToTop(find, { duration: 0 });
  }, []);

  const rowKey = (row: Row) => row.deelnemerId;
  const isGekozen = (row: Row) => row.deelnemerId === gekozenId;

  if (!venster) {
    // A small standing: every row (the first ones while the rest arrive), as it always was.
    return (
      <RankingTable
        scrollLabel={label}
        className={className}
        caption={caption}
        rows={stand.alleRijen ?? stand.kop.data?.rows ?? []}
        rowKey={rowKey}
        isGekozen={isGekozen}
        columns={columns}
      />
    );
  }
  return (
    <>
      <StandZoek<Row> lijst={lijst} naam={naam} onKies={kies} />
      <VirtualRankingTable
        scrollLabel={label}
        className={className}
        caption={caption}
        columns={columns}
        total={stand.total}
        rowAt={rowAt}
        rowKey={rowKey}
        isGekozen={isGekozen}
        onRangeChange={stand.setRange}
        markedIndex={picked?.index}
        rowsRef={rowsRef}
      />
    </>
  );
}
