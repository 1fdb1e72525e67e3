import type { Deelnemer } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PositionChartCard } from '../../components/chart-card';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { HttpError } from '../../lib/http-error';
import { useSeizoen, useSeizoenPad } from '../../lib/seizoen';
import { deelnemersQuery, useGekozenDeelnemer } from '../deelnemer-keuze';
import { deelnemerQuery } from './api';
import { BekerDuels } from './beker-duels';
import { DeelnemerRondes } from './deelnemer-rondes';
import { DeelnemerTeam } from './deelnemer-team';
import { useLoopbaanHref } from './use-loopbaan-href';
import styles from './deelnemer-page.module.css';
import { FactsList } from '../../components/facts-list';

/**
 * To the Vergelijk page (issue 26): straight to the pair with the visitor's own participant when
 * one is chosen, else to the page that asks with whom.
 */
function VergelijkLink({ deelnemer }: { deelnemer: Deelnemer }) {
  const pad = useSeizoenPad();
  const { gekozen } = useGekozenDeelnemer();
  const base = `/deelnemers/${deelnemer.id}/vergelijk`;
  return gekozen && gekozen.id !== deelnemer.id ? (
    <Link to={pad(`${base}/${gekozen.id}`)}>Vergelijk met {gekozen.name}</Link>
  ) : (
    <Link to={pad(base)}>Vergelijk met een andere deelnemer</Link>
  );
}

function Seizoen({ deelnemer }: { deelnemer: Deelnemer }) {
  const seizoen = useSeizoen().id;
  // The chart's lowest position: the number of participants (the list the search box uses too).
  const count = useQuery(deelnemersQuery(seizoen)).data?.length ?? deelnemer.position ?? 1;
  const loopbaan = useLoopbaanHref();
  const pad = useSeizoenPad();
  // The team of the latest round with results; before the first, the team that starts.
  const teamRound = deelnemer.rounds.at(-1)?.round ?? 1;
  return (
    <>
      <FactsList>
        <div>
          <dt>Positie</dt>
          <dd>{deelnemer.position ?? '-'}</dd>
        </div>
        <div>
          <dt>Totaalscore</dt>
          <dd>{formatNumber(deelnemer.totalScore)}</dd>
        </div>
        <div>
          <dt>Team</dt>
          <dd>{deelnemer.teamName}</dd>
        </div>
        {deelnemer.subcompetities.length > 0 ? (
          <div>
            <dt>Subcompetities</dt>
            <dd className={styles.wrap}>{deelnemer.subcompetities.join(', ')}</dd>
          </div>
        ) : null}
      </FactsList>
      <p className={styles.links}>
        <Link to={loopbaan(deelnemer.id)}>Alle seizoenen van {deelnemer.name}</Link>
        <Link to={pad(`/deelnemers/scores?deelnemer=${deelnemer.id}`)}>
          Punten per speler per speelronde
        </Link>
        <VergelijkLink deelnemer={deelnemer} />
      </p>

      <div className={styles.columns}>
        <section aria-labelledby="team">
          <h2 id="team">Team in speelronde {teamRound}</h2>
          <DeelnemerTeam deelnemerId={deelnemer.id} round={teamRound} />
        </section>

        <section aria-labelledby="rondes">
          <h2 id="rondes">Alle speelrondes</h2>
          {deelnemer.rounds.length === 0 ? (
            <EmptyState>Er is nog geen speelronde gespeeld.</EmptyState>
          ) : (
            <>
              <PositionChartCard
                points={deelnemer.rounds.map((r) => ({
                  label: String(r.round),
                  position: r.position,
                }))}
                bottom={count}
                axisLabel="Speelronde"
              />
              <DeelnemerRondes rounds={deelnemer.rounds} />
            </>
          )}
        </section>
      </div>

      <section aria-labelledby="beker">
        <h2 id="beker">Beker</h2>
        {deelnemer.bekerDuels.length === 0 ? (
          <EmptyState>{deelnemer.name} speelt (nog) geen bekerduel.</EmptyState>
        ) : (
          <BekerDuels duels={deelnemer.bekerDuels} />
        )}
      </section>
    </>
  );
}

function DeelnemerView({ id }: { id: number }) {
  const query = useQuery(deelnemerQuery(id, useSeizoen().id));
  if (query.error instanceof HttpError && query.error.status === 404) return <NotFoundPage />;
  const deelnemer = query.data;
  return (
    <>
      <PageHeader title={deelnemer?.name ?? 'Deelnemer'}>{deelnemer?.teamName}</PageHeader>
      <QueryView query={query} loadingText="Deelnemer wordt geladen…">
        {(d) => <Seizoen deelnemer={d} />}
      </QueryView>
    </>
  );
}

/** /deelnemers/{id}: one participant's season, every name on it a link onward. */
export function DeelnemerPage() {
  const raw = useParams().deelnemerId ?? '';
  if (!/^[1-9]\d{0,8}$/.test(raw)) return <NotFoundPage />;
  return <DeelnemerView key={raw} id={Number(raw)} />;
}
