import { useId } from 'react';
import type { Deelnemer } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PositionChartCard } from '../../components/chart-card';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { useSeizoen } from '../../lib/seizoen';
import { useSiteLinks } from '../../lib/site-links';
import { deelnemersQuery, useGekozenDeelnemer } from '../deelnemer-keuze';
import { persoonPad } from '../historie';
import { deelnemerQuery } from './api';
import { RondeSpelers } from './ronde-spelers';
import { RondesTabel } from './rondes-tabel';
import { FactsList } from '../../components/facts-list';

function DeelnemerScores({
  deelnemer,
  round,
  onRound,
  count,
  persoonId,
}: {
  deelnemer: Deelnemer;
  round: number | null;
  onRound: (r: number) => void;
  count: number;
  /** The person behind the entry, for the link to every season they played. */
  persoonId: number | undefined;
}) {
  const roundId = useId();
  const links = useSiteLinks();
  const last = deelnemer.rounds.at(-1)?.round ?? null;
  const shownRound =
    round !== null && deelnemer.rounds.some((r) => r.round === round) ? round : last;
  return (
    <>
      <FactsList>
        <div>
          <dt>Team</dt>
          <dd>{deelnemer.teamName}</dd>
        </div>
        <div>
          <dt>Positie</dt>
          <dd>{deelnemer.position ?? '-'}</dd>
        </div>
        <div>
          <dt>Totaalscore</dt>
          <dd>{formatNumber(deelnemer.totalScore)}</dd>
        </div>
        {deelnemer.subcompetities.length > 0 ? (
          <div>
            <dt>Subcompetities</dt>
            <dd>{deelnemer.subcompetities.join(', ')}</dd>
          </div>
        ) : null}
      </FactsList>
      <p>
        <Link to={links.deelnemer(deelnemer.id)}>Pagina van {deelnemer.name}</Link>
        {persoonId === undefined ? null : (
          <>
            {' · '}
            <Link to={persoonPad(persoonId)}>Alle seizoenen van {deelnemer.name}</Link>
          </>
        )}
      </p>
      {deelnemer.rounds.length === 0 || shownRound === null ? (
        <EmptyState>Er is nog geen speelronde gespeeld.</EmptyState>
      ) : (
        <>
          <section aria-labelledby={`${roundId}-chart`}>
            <h2 id={`${roundId}-chart`}>Positie per speelronde</h2>
            <PositionChartCard
              points={deelnemer.rounds.map((r) => ({
                label: String(r.round),
                position: r.position,
              }))}
              bottom={count}
              axisLabel="Speelronde"
            />
            <RondesTabel rounds={deelnemer.rounds} />
          </section>
          <section aria-labelledby={`${roundId}-ronde`}>
            <h2 id={`${roundId}-ronde`}>Punten per speler</h2>
            <div className="field field--inline">
              <label htmlFor={roundId}>Speelronde</label>
              <select
                id={roundId}
                value={shownRound}
                onChange={(e) => onRound(Number(e.target.value))}
              >
                {deelnemer.rounds.map((r) => (
                  <option key={r.round} value={r.round}>
                    Speelronde {r.round} ({formatNumber(r.score)} punten)
                  </option>
                ))}
              </select>
            </div>
            <RondeSpelers key={shownRound} deelnemerId={deelnemer.id} round={shownRound} />
          </section>
        </>
      )}
    </>
  );
}

/** /deelnemers/scores: pick a participant and a round. Opens on the chosen participant. */
export function ScoresPage() {
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const seizoen = useSeizoen().id;
  const { gekozenId } = useGekozenDeelnemer();
  const deelnemers = useQuery(deelnemersQuery(seizoen));
  const fromAddress = Number(params.get('deelnemer'));
  const id = Number.isInteger(fromAddress) && fromAddress > 0 ? fromAddress : gekozenId;
  const roundParam = Number(params.get('ronde'));
  const deelnemer = useQuery({ ...deelnemerQuery(id, seizoen), enabled: id > 0 });

  const set = (next: { deelnemer?: number; ronde?: number }) => {
    const p = new URLSearchParams(params);
    if (next.deelnemer !== undefined) {
      p.set('deelnemer', String(next.deelnemer));
      p.delete('ronde');
    }
    if (next.ronde !== undefined) p.set('ronde', String(next.ronde));
    setParams(p, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={deelnemer.data ? `Scores van ${deelnemer.data.name}` : 'Scores per speelronde'}
      >
        Kies een deelnemer en een speelronde: de 11 spelers met hun punten per onderdeel.
      </PageHeader>
      <QueryView query={deelnemers}>
        {(lijst) => (
          <div className="field field--inline">
            <label htmlFor={selectId}>Deelnemer</label>
            <select
              id={selectId}
              value={id > 0 ? id : ''}
              onChange={(e) => set({ deelnemer: Number(e.target.value) })}
            >
              <option value="" disabled>
                Kies een deelnemer
              </option>
              {[...lijst]
                .sort((a, b) => a.name.localeCompare(b.name, 'nl'))
                .map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name} - {d.teamName}
                  </option>
                ))}
            </select>
          </div>
        )}
      </QueryView>
      {id > 0 ? (
        <QueryView query={deelnemer} notFound="Deze deelnemer bestaat niet.">
          {(d) => (
            <DeelnemerScores
              deelnemer={d}
              round={roundParam > 0 ? roundParam : null}
              onRound={(r) => set({ ronde: r })}
              count={deelnemers.data?.length ?? 1}
              persoonId={deelnemers.data?.find((x) => x.id === d.id)?.persoonId}
            />
          )}
        </QueryView>
      ) : (
        <EmptyState>
          Kies hierboven een deelnemer, of zoek jezelf op in het zoekvak bovenaan.
        </EmptyState>
      )}
    </>
  );
}
