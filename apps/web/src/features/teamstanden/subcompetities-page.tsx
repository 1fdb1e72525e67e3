import { useId } from 'react';
import type { Subcompetities } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { RondeStatus } from '../../components/ronde-status';
import { StandTable } from '../../components/stand-table';
import { EmptyState } from '../../components/states';
import { useSeizoen } from '../../lib/seizoen';
import { useGekozenDeelnemer, useScrollToGekozen } from '../deelnemer-keuze';
import { subcompetitiesQuery } from './api';
import styles from './subcompetities-page.module.css';
import tabs from '../../components/tabs.module.css';

function Subcompetitie({ sub, gekozenId }: { sub: Subcompetities[number]; gekozenId: number }) {
  const headingId = useId();
  return (
    <section className={styles.subcompetitie} aria-labelledby={headingId}>
      <h2 id={headingId}>{sub.name}</h2>
      {sub.rows.length === 0 ? (
        <EmptyState>Deze subcompetitie heeft nog geen deelnemers.</EmptyState>
      ) : (
        <StandTable label={`Stand ${sub.name}`} rows={sub.rows} gekozenId={gekozenId} />
      )}
    </section>
  );
}

export function SubcompetitiesPage() {
  const query = useQuery(subcompetitiesQuery(useSeizoen().id));
  const { gekozenId } = useGekozenDeelnemer();
  useScrollToGekozen(query.isSuccess);
  return (
    <>
      <PageHeader title="Subcompetities">
        Een eigen tussenstand per groep deelnemers.
        {/* One round for all of them: the first's status is every one's. */}
        {query.data?.[0] ? <RondeStatus status={query.data[0].rondeStatus} regel /> : null}
      </PageHeader>
      <QueryView query={query}>
        {(subs) =>
          subs.length === 0 ? (
            <EmptyState>Er zijn geen subcompetities.</EmptyState>
          ) : subs[0]?.round === 0 ? (
            // One round for all of them; before the first, everyone shares place 1 (issue 26).
            <EmptyState>
              Er is nog geen speelronde gespeeld. Na de eerste speelronde staat hier de stand van de
              subcompetities {subs.map((s) => s.name).join(', ')}.
            </EmptyState>
          ) : (
            <>
              <nav aria-label="Subcompetities" className={tabs.tabs}>
                {subs.map((s) => (
                  <a key={s.name} href={`#${encodeURIComponent(s.name)}`} className={tabs.tab}>
                    {s.name}
                  </a>
                ))}
              </nav>
              {subs.map((sub) => (
                <div key={sub.name} id={encodeURIComponent(sub.name)}>
                  <Subcompetitie sub={sub} gekozenId={gekozenId} />
                </div>
              ))}
            </>
          )
        }
      </QueryView>
    </>
  );
}
