import type { BekerRondeDetail } from '@clubelf/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { useSeizoen, useSeizoenPad } from '../../lib/seizoen';
import { useMediaQuery } from '../../lib/use-media-query';
import { bekerRondeQuery, bekerRondesQuery, type BekerKind } from './api';
import { bekerTitel } from './beker-overzicht';
import styles from './beker-schema.module.css';
import { bekerStandTekst } from './beker-tekst';
import { BracketDuel } from './bracket-duel';
import { OfflineState } from '../../components/offline-state';
import { waitingForNetwork } from '../../lib/offline/waiting-for-network';

function Ronde({
  kind,
  ronde,
  gevouwen,
}: {
  kind: BekerKind;
  ronde: BekerRondeDetail;
  /** On a phone: folded (details/summary), open when `open`; on a wide screen: null. */
  gevouwen: { open: boolean } | null;
}) {
  const pad = useSeizoenPad();
  const titleId = `ronde-${ronde.id}`;
  const title = (
    <h2 id={titleId} className={styles.roundTitle}>
      {gevouwen ? ronde.name : <Link to={pad(`/${kind}/${ronde.id}`)}>{ronde.name}</Link>}
    </h2>
  );
  // In a summary only phrasing content: a span there, a paragraph in a plain section.
  const state = gevouwen ? (
    <span className={`${styles.roundState} muted`}>{ronde.state}</span>
  ) : (
    <p className={`${styles.roundState} muted`}>{ronde.state}</p>
  );
  const body = (
    <>
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
    </>
  );
  if (!gevouwen) {
    return (
      <section className={styles.round} aria-labelledby={titleId}>
        {title}
        {state}
        {body}
      </section>
    );
  }
  // A link inside a summary would be a control inside a control: the round's own page is
  // linked under it instead.
  return (
    <section className={styles.round} aria-labelledby={titleId}>
      <details className={styles.fold} open={gevouwen.open}>
        <summary className={styles.foldSummary}>
          {title}
          {state}
        </summary>
        <p className={styles.roundLink}>
          <Link to={pad(`/${kind}/${ronde.id}`)}>{ronde.name} op een eigen pagina</Link>
        </p>
        {body}
      </details>
    </section>
  );
}

/**
 * The round a reader comes for: the first not yet played, or the last one when all are played.
 * On a phone it stays open and the others fold.
 */
function huidigeRonde(rondes: readonly { id: number; isFinished: boolean }[]) {
  return (rondes.find((r) => !r.isFinished) ?? rondes.at(-1))?.id;
}

function Rondes({ kind, ids }: { kind: BekerKind; ids: number[] }) {
  const seizoen = useSeizoen().id;
  // A phone shows one round under the other: there the rounds fold, or the page is metres long.
  const breed = useMediaQuery('(min-width: 40rem)');
  const rondes = useQueries({
    queries: ids.map((id) => bekerRondeQuery(kind, id, seizoen)),
  });
  if (rondes.some(waitingForNetwork)) return <OfflineState />;
  if (rondes.some((q) => q.isPending)) return <LoadingState text="Het schema wordt geladen…" />;
  const failed = rondes.find((q) => q.isError);
  if (failed) return <ErrorState onRetry={() => void failed.refetch()} />;
  const label = `Schema van de ${bekerTitel(kind).toLocaleLowerCase('nl')}`;
  const huidig = huidigeRonde(rondes.flatMap((q) => (q.data ? [q.data] : [])));
  return (
    // From 40rem the rounds stand side by side and the box may scroll: reachable by keyboard.
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <div className={styles.rounds}>
        {rondes.map((q) =>
          q.data ? (
            <Ronde
              key={q.data.id}
              kind={kind}
              ronde={q.data}
              gevouwen={breed ? null : { open: q.data.id === huidig }}
            />
          ) : null,
        )}
      </div>
    </div>
  );
}

/**
 * /beker/schema and /teambeker/schema: every round side by side, each duel with its score; on a
 * phone one under the other, the current round open and the others folded.
 */
export function BekerSchemaPage({ kind }: { kind: BekerKind }) {
  const query = useQuery(bekerRondesQuery(kind, useSeizoen().id));
  const pad = useSeizoenPad();
  return (
    <>
      <PageHeader title={`${bekerTitel(kind)}: schema`}>
        Alle rondes met elk duel en de uitslag.{' '}
        <Link to={pad(`/${kind}`)}>Naar de lijst van rondes</Link>
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
