import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { GEKOZEN_SELECTOR } from '../../components/gekozen-row';
import { RankingTable } from '../../components/ranking-table';
import type { RankingColumn } from '../../components/ranking-table';
import { VirtualRankingTable } from '../../components/virtual-ranking-table';
import type { VirtualRows } from '../../components/virtual-ranking-table';
import { animateScrollTo, animateScrollToTop } from '../../lib/scroll';
import { useScrollToGekozen } from '../deelnemer-keuze';
import type { StandLijst } from './api';
import { StandZoek } from './stand-zoek';
import styles from './stand-balk.module.css';
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

/** Straight to a row, a little below the top like the scroll to the chosen participant. */
const STRAIGHT = { duration: 0 } as const;

/** A row of the small standing's table, found by its participant. */
const rijVan = (deelnemerId: number) =>
  document.querySelector<HTMLElement>(`tr[data-rij="${deelnemerId}"]`);

/**
 * A standing that came in pages (usePagedStanding): a small one as one table of every row, a long
 * one as a virtualised table, both highlighting and scrolling to the chosen participant. Above it
 * a sticky bar keeps the search and "Naar mijn positie" at hand however far one scrolls.
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
  const kies = useCallback(
    (row: Row, index: number) => {
      if (venster) {
        setPicked({ row, index });
        animateScrollToTop(() => rowsRef.current?.topOf(index) ?? 0, STRAIGHT);
        return;
      }
      // Every row is on the page: scroll to it and put the keyboard on its name.
      const rij = rijVan(row.deelnemerId);
      if (!rij) return;
      animateScrollTo(rij, STRAIGHT);
      rij.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
    },
    [venster],
  );
  const naarMij = () => {
    if (venster) {
      const top = locate();
      if (top !== null) animateScrollToTop(() => locate() ?? top, STRAIGHT);
      return;
    }
    const rij = document.querySelector(GEKOZEN_SELECTOR);
    if (rij) animateScrollTo(rij, STRAIGHT);
  };

  const balk = (
    <div className={styles.balk}>
      <StandZoek<Row> lijst={lijst} naam={naam} onKies={kies} />
      {gekozenId > 0 ? (
        <button type="button" className={styles.mijn} onClick={naarMij}>
          Naar mijn positie
        </button>
      ) : null}
    </div>
  );

  const rowKey = (row: Row) => row.deelnemerId;
  const isGekozen = (row: Row) => row.deelnemerId === gekozenId;

  if (!venster) {
    // A small standing: every row (the first ones while the rest arrive), as it always was.
    return (
      <>
        {balk}
        <RankingTable
          scrollLabel={label}
          className={className}
          caption={caption}
          rows={stand.alleRijen ?? stand.kop.data?.rows ?? []}
          rowKey={rowKey}
          isGekozen={isGekozen}
          columns={columns}
        />
      </>
    );
  }
  return (
    <>
      {balk}
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
