import { useId, type ReactNode } from 'react';
import type { ErelijstRecords } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { numeric, RankingTable, type RankingColumn } from '../../components/ranking-table';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { archiefPad } from '../../lib/seizoen';
import { persoonPad } from '../historie';
import { erelijstQuery, erelijstRecordsQuery } from './api';
import { PrijzenLijst } from './prijzen-lijst';
import { rangen } from './rang';
import styles from './erelijst.module.css';
import { cardClass } from '../../components/card';
import tabs from '../../components/tabs.module.css';

type Ranked<T> = T & { rang: number };

const withRang = <T,>(rows: readonly T[], value: (row: T) => number): Ranked<T>[] => {
  const ranks = rangen(rows, value);
  return rows.map((row, i) => ({ ...row, rang: ranks[i]! }));
};

const rangColumn: RankingColumn<{ rang: number }> = { ...numeric('Pos.'), cell: (r) => r.rang };
const naamColumn: RankingColumn<{ persoonId: number; name: string }> = {
  header: 'Deelnemer',
  className: 'name',
  cell: (r) => <Link to={persoonPad(r.persoonId)}>{r.name}</Link>,
};

type Totaal = ErelijstRecords['bestTotals'][number];
const totaalNaamColumn: RankingColumn<Totaal> = {
  header: 'Deelnemer',
  className: 'name',
  cell: (r) => (
    <>
      <Link to={persoonPad(r.persoonId)}>{r.name}</Link>
      <span className={styles.sub}>
        <Link to={archiefPad(r.seizoenId, '/standen/tussenstand')}>{r.seizoenName}</Link>
      </span>
    </>
  ),
};

function RecordTabel<T>({
  title,
  intro,
  rows,
  empty,
  children,
}: {
  title: string;
  intro: string;
  rows: readonly T[];
  empty: string;
  children: (rows: readonly T[]) => ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p className="muted">{intro}</p>
      {rows.length === 0 ? <EmptyState>{empty}</EmptyState> : children(rows)}
    </section>
  );
}

/**
 * The three record tables, each in a section of its title; their scroll boxes are named "Tabel:
 * …", so no two landmarks share a name (axe's landmark-unique).
 */
function Records({ records }: { records: ErelijstRecords }) {
  return (
    <div className={styles.records}>
      <RecordTabel
        title="Meeste titels"
        intro="Alle prijzen van de erelijst samen; een gedeelde titel telt voor ieder."
        rows={records.mostTitles}
        empty="Er zijn nog geen titels verdeeld."
      >
        {(rows) => (
          <RankingTable
            scrollLabel="Tabel: meeste titels"
            caption="Meeste titels"
            className="table table--compact"
            rows={withRang(rows, (r) => r.titles)}
            rowKey={(r) => r.persoonId}
            columns={[
              rangColumn,
              naamColumn,
              { ...numeric('Titels', true), cell: (r) => formatNumber(r.titles) },
            ]}
          />
        )}
      </RecordTabel>
      <RecordTabel
        title="Hoogste seizoenstotaal"
        intro="De hoogste totaalscores aan het eind van een seizoen."
        rows={records.bestTotals}
        empty="Er is nog geen seizoen met uitslagen afgesloten."
      >
        {(rows) => (
          <RankingTable
            scrollLabel="Tabel: hoogste seizoenstotaal"
            caption="Hoogste seizoenstotaal"
            className="table table--compact"
            rows={withRang(rows, (r) => r.totalScore)}
            rowKey={(r) => `${r.persoonId}-${r.seizoenId}`}
            columns={[
              rangColumn,
              totaalNaamColumn,
              { ...numeric('Punten', true), cell: (r) => formatNumber(r.totalScore) },
            ]}
          />
        )}
      </RecordTabel>
      <RecordTabel
        title="Meeste seizoenen"
        intro="Wie het vaakst meedeed, het huidige seizoen niet meegeteld."
        rows={records.mostSeasons}
        empty="Er is nog geen seizoen afgesloten."
      >
        {(rows) => (
          <RankingTable
            scrollLabel="Tabel: meeste seizoenen"
            caption="Meeste seizoenen"
            className="table table--compact"
            rows={withRang(rows, (r) => r.seasons)}
            rowKey={(r) => r.persoonId}
            columns={[
              rangColumn,
              naamColumn,
              { ...numeric('Seizoenen', true), cell: (r) => formatNumber(r.seasons) },
            ]}
          />
        )}
      </RecordTabel>
    </div>
  );
}

/** /erelijst: every prize of every closed season, and the all-time tables. */
export default function ErelijstPage() {
  const ids = useId();
  const erelijst = useQuery(erelijstQuery);
  const records = useQuery(erelijstRecordsQuery);
  return (
    <>
      <PageHeader title="Erelijst">
        De prijswinnaars van elk afgesloten seizoen en de records over alle seizoenen.
      </PageHeader>
      <nav aria-label="Erelijst" className={tabs.tabs}>
        <a href={`#${ids}-seizoenen`} className={tabs.tab}>
          Per seizoen
        </a>
        <a href={`#${ids}-records`} className={tabs.tab}>
          Records
        </a>
      </nav>
      <section aria-labelledby={`${ids}-seizoenen`}>
        <h2 id={`${ids}-seizoenen`} className="sr-only">
          Prijswinnaars per seizoen
        </h2>
        <QueryView query={erelijst}>
          {(lijst) =>
            lijst.length === 0 ? (
              <EmptyState>
                Er is nog geen seizoen afgesloten: de erelijst vult zich aan het eind van het eerste
                seizoen.
              </EmptyState>
            ) : (
              <div className={cardClass.grid}>
                {lijst.map((s) => (
                  <section
                    key={s.seizoenId}
                    className={cardClass.card}
                    aria-labelledby={`${ids}-s${s.seizoenId}`}
                  >
                    <h3
                      id={`${ids}-s${s.seizoenId}`}
                      className={`card__title ${styles.seizoenTitel}`}
                    >
                      <Link to={archiefPad(s.seizoenId)}>{s.seizoenName}</Link>
                    </h3>
                    {s.closedEarly ? (
                      <p className="muted">
                        Voortijdig afgesloten: niet alle speelrondes zijn gespeeld.
                      </p>
                    ) : null}
                    <PrijzenLijst prizes={s.prizes} />
                  </section>
                ))}
              </div>
            )
          }
        </QueryView>
      </section>
      <section aria-labelledby={`${ids}-records`} className={styles.recordsSectie}>
        <h2 id={`${ids}-records`}>Records</h2>
        <QueryView query={records}>{(r) => <Records records={r} />}</QueryView>
      </section>
    </>
  );
}
