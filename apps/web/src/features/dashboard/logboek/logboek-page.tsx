import type { AuditEntry } from '@clubelf/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { TableScroll } from '../../../components/ui/table';
import { formatDate, formatTime } from '../../../lib/format';
import { auditQuery } from '../api/queries';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';
import styles from './logboek-page.module.css';

const PAGE_SIZE = 50;

/** The audit log stores UTC; the organiser reads local time. */
function when(at: string): string {
  const date = new Date(at);
  return `${formatDate(date)} ${formatTime(date)}`;
}

function Details({ entry }: { entry: AuditEntry }) {
  const keys = Object.keys(entry.details);
  if (keys.length === 0) return null;
  return (
    <details className={styles.details}>
      <summary>Details</summary>
      <pre>{JSON.stringify(entry.details, null, 2)}</pre>
    </details>
  );
}

/** /dashboard/logboek: who changed what, and when; newest first. */
export function LogboekPage() {
  const [page, setPage] = useState(1);
  const query = useQuery({ ...auditQuery(page, PAGE_SIZE), placeholderData: keepPreviousData });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <PageHeader title="Logboek">
        <p>
          Elke wijziging door een organisator: wie, wat en wanneer. Het nieuwste staat bovenaan.
        </p>
      </PageHeader>
      {query.isError ? <ErrorState onRetry={() => void query.refetch()} /> : null}
      {!data && !query.isError ? <LoadingState text="Logboek wordt geladen…" /> : null}
      {data && data.total === 0 ? <EmptyState>Er is nog niets gewijzigd.</EmptyState> : null}
      {data && data.total > 0 ? (
        <>
          <TableScroll label="Logboek">
            <table className="table table--compact audit-table">
              <caption className="sr-only">
                Logboek, pagina {data.page} van {pages}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Wanneer</th>
                  <th scope="col">Wie</th>
                  <th scope="col">Wat</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={styles.nowrap}>{when(entry.at)}</td>
                    <td>{entry.userName}</td>
                    <td>
                      {entry.summary}
                      <Details entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {pages > 1 ? (
            <nav className={formStyles.actions} aria-label="Pagina's van het logboek">
              <Button
                size="sm"
                variant="secondary"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                ‹ Nieuwer
              </Button>
              <span>
                Pagina {data.page} van {pages} ({data.total}{' '}
                {data.total === 1 ? 'wijziging' : 'wijzigingen'})
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                Ouder ›
              </Button>
            </nav>
          ) : (
            <p className="muted">
              {data.total} {data.total === 1 ? 'wijziging' : 'wijzigingen'}
            </p>
          )}
        </>
      ) : null}
    </>
  );
}
