import type { BekerRondeDetail } from '@clubelf/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { useSeizoen, useSeizoenPad } from '../../lib/seizoen';
import { bekerRondeQuery, bekerRondesQuery, type BekerKind } from './api';
import { bekerTitel } from './beker-overzicht';
import styles from './beker-schema.module.css';
import { bekerStandTekst } from './beker-tekst';
import { BracketDuel } from './bracket-duel';

function Ronde({ kind, ronde }: { kind: BekerKind; ronde: BekerRondeDetail }) {
  const pad = useSeizoenPad();
  const titleId = `ronde-${ronde.id}`;
  return (
    <section className={styles.round} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.roundTitle}>
        <Link to={pad(`/${kind}/${ronde.id}`)}>{ronde.name}</Link>
      </h2>
      <p className={`${styles.roundState} muted`}>{ronde.state}</p>
      {ronde.duels.length === 0 ? (
        <p className="muted">De loting is nog niet bekend.</p>
      ) : (
        <ul className={styles.duels}>
          {ronde.duels.map((duel) => (
            <BracketDuel key={`${duel.first.id}-${duel.second.id}`} kind={kind} duel={duel} />
          ))}
        </ul>
      )}
      {ronde.byes.length > 0 ? (
        <p className={styles.byes}>
          <strong>Vrijloting:</strong> {ronde.byes.map((e) => e.name).join(', ')}
        </p>
      ) : null}
    </section>
  );
}

function Rondes({ kind, ids }: { kind: BekerKind; ids: number[] }) {
  const seizoen = useSeizoen().id;
  const rondes = useQueries({
    queries: ids.map((id) => bekerRondeQuery(kind, id, seizoen)),
  });
  if (rondes.some((q) => q.isPending)) return <LoadingState text="Het schema wordt geladen…" />;
  const failed = rondes.find((q) => q.isError);
  if (failed) return <ErrorState onRetry={() => void failed.refetch()} />;
  const label = `Schema van de ${bekerTitel(kind).toLocaleLowerCase('nl')}`;
  return (
    // From 40rem the rounds stand side by side and the box may scroll: reachable by keyboard.
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <div className={styles.rounds}>
        {rondes.map((q) => (q.data ? <Ronde key={q.data.id} kind={kind} ronde={q.data} /> : null))}
      </div>
    </div>
  );
}

/** /beker/schema and /teambeker/schema: every round side by side, each duel with its score. */
export function BekerSchemaPage({ kind }: { kind: BekerKind }) {
  const query = useQuery(bekerRondesQuery(kind, useSeizoen().id));
  const pad = useSeizoenPad();
  return (
    <>
      <PageHeader title={`${bekerTitel(kind)}: schema`}>
        Alle rondes naast elkaar. <Link to={pad(`/${kind}`)}>Naar de lijst van rondes</Link>
      </PageHeader>
      <QueryView query={query} loadingText="Het schema wordt geladen…">
        {(rondes) =>
          rondes.length === 0 ? (
            <EmptyState>{bekerStandTekst(null)}</EmptyState>
          ) : (
            <Rondes kind={kind} ids={rondes.map((r) => r.id)} />
          )
        }
      </QueryView>
    </>
  );
}
