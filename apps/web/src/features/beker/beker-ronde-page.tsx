import type { BekerEntrant } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { gekozenRowProps } from '../../components/gekozen-row';
import { EmptyState } from '../../components/states';
import { useSeizoen, useSeizoenPad } from '../../lib/seizoen';
import { useGekozenDeelnemer, useScrollToGekozen } from '../deelnemer-keuze';
import { bekerRondeQuery, type BekerKind } from './api';
import { bekerTitel } from './beker-overzicht';
import { bekerStandTekst } from './beker-tekst';
import { DuelList } from '../../components/duel-list';
import { useIdParam } from './use-id-param';
import { Callout } from '../../components/callout';
import styles from './beker-ronde.module.css';

function BekerRonde({ kind, id }: { kind: BekerKind; id: number }) {
  const query = useQuery(bekerRondeQuery(kind, id, useSeizoen().id));
  const pad = useSeizoenPad();
  const { gekozen } = useGekozenDeelnemer();
  useScrollToGekozen(query.isSuccess);
  // In the cup the participant is found by id; in the team cup by the participant's team.
  const isGekozen = (e: BekerEntrant) =>
    gekozen !== null && (kind === 'beker' ? e.id === gekozen.id : e.name === gekozen.teamName);
  const ronde = query.data;
  return (
    <>
      <PageHeader title={ronde ? `${bekerTitel(kind)}: ${ronde.name}` : bekerTitel(kind)}>
        {ronde ? (
          <>
            {/* The state names the speelronde already ("Gespeeld in speelronde 5"). */}
            {ronde.state} · <Link to={pad(`/${kind}/schema`)}>Bekijk het schema</Link>
          </>
        ) : null}
      </PageHeader>
      <QueryView query={query} notFound="Deze bekerronde bestaat niet.">
        {(r) => (
          <>
            <Callout tone="info">{bekerStandTekst(r)}</Callout>
            {r.duels.length === 0 ? (
              <EmptyState>De loting van deze ronde is nog niet bekend.</EmptyState>
            ) : (
              <DuelList kind={kind} duels={r.duels} isGekozen={isGekozen} />
            )}
            {r.byes.length > 0 ? (
              <section aria-labelledby="vrijloting">
                <h2 id="vrijloting">Vrijloting</h2>
                <p className="muted">
                  Deze {kind === 'beker' ? 'deelnemers' : 'teams'} gaan zonder duel door.
                </p>
                <ul className={styles.byes}>
                  {r.byes.map((e) => (
                    <li key={e.id} {...gekozenRowProps(isGekozen(e))}>
                      {e.name}
                      {e.teamName ? <span className="muted"> ({e.teamName})</span> : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </QueryView>
    </>
  );
}

/** /beker/{id} and /teambeker/{id}: one round with its duels. */
export function BekerRondePage({ kind }: { kind: BekerKind }) {
  const id = useIdParam();
  if (id === null) return <NotFoundPage />;
  return <BekerRonde key={id} kind={kind} id={id} />;
}
