import { useId } from 'react';
import type { Deelnemer } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { TableScroll } from '../../components/ui/table';
import { EmptyState, LoadingState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { HttpError } from '../../lib/http-error';
import { useSeizoen, useSeizoenPad } from '../../lib/seizoen';
import { useSiteLinks } from '../../lib/site-links';
import { deelnemersQuery, useGekozenDeelnemer } from '../deelnemer-keuze';
import { deelnemerQuery, deelnemerRondeQuery } from './api';
import {
  grafiekLabel,
  positieLijn,
  rondesNaastElkaar,
  vergelijkSpelers,
  type RondeNaastElkaar,
} from './vergelijk';
import styles from './vergelijk-page.module.css';
import { OfflineState } from '../../components/offline-state';
import { waitingForNetwork } from '../../lib/offline/waiting-for-network';

const ID = /^[1-9]\d{0,8}$/;
const dash = (value: number | null) => (value === null ? '–' : formatNumber(value));

/** "Vergelijk {A} met": every other participant of the season, choosing leads to the pair. */
function KiesAndere({ a, andereId }: { a: Deelnemer; andereId: number | null }) {
  const id = useId();
  const seizoen = useSeizoen().id;
  const pad = useSeizoenPad();
  const navigate = useNavigate();
  const lijst = useQuery(deelnemersQuery(seizoen));
  return (
    <div className="field">
      <label htmlFor={id}>Vergelijk {a.name} met</label>
      <select
        id={id}
        value={andereId ?? ''}
        disabled={!lijst.data}
        onChange={(e) => {
          if (e.target.value) void navigate(pad(`/deelnemers/${a.id}/vergelijk/${e.target.value}`));
        }}
      >
        <option value="">
          {lijst.data ? 'Kies een deelnemer…' : 'Deelnemers worden geladen…'}
        </option>
        {(lijst.data ?? [])
          .filter((d) => d.id !== a.id)
          .map((d) => (
            <option key={d.id} value={d.id}>
              {d.name} ({d.teamName})
            </option>
          ))}
      </select>
    </div>
  );
}

const SIZE = { width: 360, height: 200, left: 34, right: 8, top: 10, bottom: 26 };

/** Both positions per round as two lines (the second dashed, so colour is not the only cue). */
function PositieGrafiek({
  a,
  b,
  rondes,
  lowest,
}: {
  a: Deelnemer;
  b: Deelnemer;
  rondes: RondeNaastElkaar[];
  lowest: number;
}) {
  const plotH = SIZE.height - SIZE.top - SIZE.bottom;
  const y = (p: number) => SIZE.top + ((p - 1) / Math.max(1, lowest - 1)) * plotH;
  const first = rondes[0]?.round ?? 1;
  const last = rondes.at(-1)?.round ?? 1;
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        role="img"
        aria-label={grafiekLabel(a.name, b.name, rondes)}
        className={styles.svg}
      >
        {[1, lowest].map((p) => (
          <g key={p}>
            <line
              x1={SIZE.left}
              x2={SIZE.width - SIZE.right}
              y1={y(p)}
              y2={y(p)}
              className={styles.grid}
            />
            <text x={SIZE.left - 6} y={y(p) + 4} textAnchor="end" className={styles.tick}>
              {p}
            </text>
          </g>
        ))}
        <text x={SIZE.left} y={SIZE.height - 8} className={styles.tick}>
          Speelronde {first}
        </text>
        <text
          x={SIZE.width - SIZE.right}
          y={SIZE.height - 8}
          textAnchor="end"
          className={styles.tick}
        >
          Speelronde {last}
        </text>
        <path d={positieLijn(rondes, (r) => r.positionA, lowest, SIZE)} className={styles.lijnA} />
        <path d={positieLijn(rondes, (r) => r.positionB, lowest, SIZE)} className={styles.lijnB} />
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.legendA}>{a.name}</span>
        <span className={styles.legendB}>{b.name}</span>
        <span className="muted">Positie 1 bovenaan; de tabel hieronder heeft elke ronde.</span>
      </figcaption>
    </figure>
  );
}

function SpelerLijst({
  title,
  spelers,
}: {
  title: string;
  spelers: { playerId: number; name: string; clubName: string }[];
}) {
  const links = useSiteLinks();
  return (
    <section className={styles.spelers} aria-label={title}>
      <h3>
        {title} <span className="muted">({spelers.length})</span>
      </h3>
      {spelers.length === 0 ? (
        <p className="muted">Geen.</p>
      ) : (
        <ul>
          {spelers.map((s) => (
            <li key={s.playerId}>
              <Link to={links.speler(s.playerId)}>{s.name}</Link>{' '}
              <span className="muted">· {s.clubName}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The two teams of the latest round either played (before the first: the teams that start). */
function Spelers({ a, b, round }: { a: Deelnemer; b: Deelnemer; round: number }) {
  const seizoen = useSeizoen().id;
  const teamA = useQuery(deelnemerRondeQuery(a.id, round, seizoen));
  const teamB = useQuery(deelnemerRondeQuery(b.id, round, seizoen));
  if (waitingForNetwork(teamA) || waitingForNetwork(teamB)) return <OfflineState />;
  if (teamA.isPending || teamB.isPending) return <LoadingState text="Teams worden geladen…" />;
  if (!teamA.data || !teamB.data) {
    return <EmptyState>Voor speelronde {round} zijn de teams van beiden niet bekend.</EmptyState>;
  }
  const { samen, alleenA, alleenB } = vergelijkSpelers(teamA.data.spelers, teamB.data.spelers);
  return (
    <div className={styles.spelerKolommen}>
      <SpelerLijst title="Samen" spelers={samen} />
      <SpelerLijst title={`Alleen ${a.name}`} spelers={alleenA} />
      <SpelerLijst title={`Alleen ${b.name}`} spelers={alleenB} />
    </div>
  );
}

/** One participant's round: the points, and the position after it under them. */
function RondeCel({ score, position }: { score: number | null; position: number | null }) {
  return (
    <td className="num">
      <strong>{dash(score)}</strong>
      <span className={styles.positie}>{position === null ? '–' : `${position}e`}</span>
    </td>
  );
}

function Vergelijking({ a, b }: { a: Deelnemer; b: Deelnemer }) {
  const links = useSiteLinks();
  const seizoen = useSeizoen().id;
  const count = useQuery(deelnemersQuery(seizoen)).data?.length;
  const rondes = rondesNaastElkaar(a.rounds, b.rounds);
  const lowest = Math.max(
    count ?? 1,
    ...rondes.flatMap((r) => [r.positionA ?? 1, r.positionB ?? 1]),
  );
  const round = rondes.at(-1)?.round ?? 1;
  return (
    <>
      <div className={styles.tegenover}>
        {[a, b].map((d, i) => (
          <section key={i} className={styles.tegel} aria-label={d.name}>
            <h2 className={styles.tegelNaam}>
              <Link to={links.deelnemer(d.id)}>{d.name}</Link>
            </h2>
            <p className="muted">{d.teamName}</p>
            <dl>
              <div>
                <dt>Positie</dt>
                <dd>{d.position ?? '–'}</dd>
              </div>
              <div>
                <dt>Totaalscore</dt>
                <dd>{formatNumber(d.totalScore)}</dd>
              </div>
            </dl>
          </section>
        ))}
      </div>

      <section aria-labelledby="vergelijk-spelers">
        <h2 id="vergelijk-spelers">Spelers in speelronde {round}</h2>
        <Spelers a={a} b={b} round={round} />
      </section>

      <section aria-labelledby="vergelijk-rondes">
        <h2 id="vergelijk-rondes">Per speelronde</h2>
        {rondes.length === 0 ? (
          <EmptyState>Er is nog geen speelronde gespeeld.</EmptyState>
        ) : (
          <>
            <PositieGrafiek a={a} b={b} rondes={rondes} lowest={lowest} />
            <TableScroll label="Punten en positie per speelronde">
              <table className={`table table--compact ${styles.rondes}`}>
                <caption className="sr-only">
                  Punten en positie per speelronde van {a.name} en {b.name}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Ronde</th>
                    <th scope="col" className="num">
                      {a.name}
                    </th>
                    <th scope="col" className="num">
                      {b.name}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...rondes].reverse().map((r) => (
                    <tr key={r.round}>
                      <th scope="row">
                        <Link to={links.ronde(r.round)}>{r.round}</Link>
                      </th>
                      <RondeCel score={r.scoreA} position={r.positionA} />
                      <RondeCel score={r.scoreB} position={r.positionB} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        )}
      </section>
    </>
  );
}

function VergelijkView({ id, andereId }: { id: number; andereId: number | null }) {
  const seizoen = useSeizoen().id;
  const pad = useSeizoenPad();
  const { gekozen } = useGekozenDeelnemer();
  const queryA = useQuery(deelnemerQuery(id, seizoen));
  const queryB = useQuery({
    ...deelnemerQuery(andereId ?? 0, seizoen),
    enabled: andereId !== null,
  });
  if (queryA.error instanceof HttpError && queryA.error.status === 404) return <NotFoundPage />;
  const a = queryA.data;
  const b = andereId === null ? undefined : queryB.data;
  return (
    <>
      <PageHeader title="Vergelijk">
        {a ? (b ? `${a.name} en ${b.name}` : a.name) : '\u00a0'}
      </PageHeader>
      <QueryView query={queryA} loadingText="Deelnemer wordt geladen…">
        {(a) => (
          <>
            <KiesAndere a={a} andereId={andereId} />
            {andereId === null ? (
              <EmptyState>
                Kies hierboven met wie je {a.name} wilt vergelijken.
                {gekozen && gekozen.id !== a.id ? (
                  <>
                    {' '}
                    Of{' '}
                    <Link to={pad(`/deelnemers/${a.id}/vergelijk/${gekozen.id}`)}>
                      vergelijk met {gekozen.name}
                    </Link>
                    .
                  </>
                ) : null}
              </EmptyState>
            ) : (
              <QueryView
                query={queryB}
                loadingText="Deelnemer wordt geladen…"
                notFound="Deze deelnemer bestaat niet in dit seizoen."
              >
                {(b) => <Vergelijking a={a} b={b} />}
              </QueryView>
            )}
          </>
        )}
      </QueryView>
    </>
  );
}

/** /deelnemers/{id}/vergelijk[/{andereId}]: two participants side by side (issue 26). */
export function VergelijkPage() {
  const params = useParams();
  const raw = params.deelnemerId ?? '';
  const andere = params.andereId;
  if (!ID.test(raw) || (andere !== undefined && !ID.test(andere))) return <NotFoundPage />;
  const andereId = andere === undefined ? null : Number(andere);
  return <VergelijkView key={`${raw}-${andere ?? ''}`} id={Number(raw)} andereId={andereId} />;
}
