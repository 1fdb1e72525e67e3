import { useId } from 'react';
import type { PersoonHistorie } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { TrophyIcon } from '../../components/icons';
import { PositionChartCard } from '../../components/chart-card';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { PRIJS_NAMEN } from '@clubelf/contract/constants';
import { seizoenPad } from '../../lib/seizoen';
import { persoonHistorieQuery } from './api';
import { loopbaan, positieTekst, seizoenKort } from './historie-tekst';
import styles from './historie.module.css';
import { FactsList } from '../../components/facts-list';
import { cardClass } from '../../components/card';

type SeizoenRegel = PersoonHistorie['seizoenen'][number];

/** The prizes in the erelijst's order: the title first. */
const PRIJS_VOLGORDE = Object.keys(PRIJS_NAMEN);
const opVolgorde = (prizes: SeizoenRegel['prizes']) =>
  [...prizes].sort((a, b) => PRIJS_VOLGORDE.indexOf(a) - PRIJS_VOLGORDE.indexOf(b));

/** The season in play is at the site's own addresses, a closed one in the archive. */
const scoresPad = (s: SeizoenRegel) =>
  seizoenPad(s.isFinished ? s.seizoenId : null, `/deelnemers/scores?deelnemer=${s.deelnemerId}`);

function SeizoenKaart({ seizoen: s }: { seizoen: SeizoenRegel }) {
  return (
    <li className={`${cardClass.card} ${styles.seizoen}`}>
      <h3 className={styles.titel}>
        <Link to={scoresPad(s)}>{s.seizoenName}</Link>
        {s.isFinished ? null : <span className={styles.nu}> (loopt nog)</span>}
      </h3>
      <p className={styles.team}>{s.teamName}</p>
      <dl className={styles.cijfers}>
        <div>
          <dt>{s.isFinished ? 'Eindpositie' : 'Positie'}</dt>
          <dd>{positieTekst(s.position, s.participantCount)}</dd>
        </div>
        <div>
          <dt>Punten</dt>
          <dd>{formatNumber(s.totalScore)}</dd>
        </div>
      </dl>
      {s.prizes.length > 0 ? (
        <ul className={styles.prijzen} aria-label="Prijzen">
          {opVolgorde(s.prizes).map((p) => (
            <li key={p}>
              <TrophyIcon />
              {PRIJS_NAMEN[p]}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Loopbaan({ historie }: { historie: PersoonHistorie }) {
  const ids = useId();
  const cijfers = loopbaan(historie.seizoenen);
  const bottom = Math.max(1, ...historie.seizoenen.map((s) => s.participantCount));
  const points = historie.seizoenen.map((s) => ({
    label: seizoenKort(s.seizoenName),
    position: s.position,
    of: s.participantCount,
  }));
  const nieuwsteEerst = [...historie.seizoenen].reverse();
  return (
    <>
      <FactsList>
        <div>
          <dt>Seizoenen</dt>
          <dd>{cijfers.seizoenen}</dd>
        </div>
        <div>
          <dt>Prijzen</dt>
          <dd>{cijfers.prijzen}</dd>
        </div>
        <div>
          <dt>Beste eindpositie</dt>
          <dd>
            {cijfers.beste
              ? positieTekst(cijfers.beste.position, cijfers.beste.participantCount)
              : '-'}
            {cijfers.beste ? (
              <span className={styles.factSub}>{cijfers.beste.seizoenName}</span>
            ) : null}
          </dd>
        </div>
      </FactsList>
      <section aria-labelledby={`${ids}-grafiek`}>
        <h2 id={`${ids}-grafiek`}>Positie per seizoen</h2>
        <PositionChartCard points={points} bottom={bottom} axisLabel="Seizoen" />
      </section>
      <section aria-labelledby={`${ids}-seizoenen`}>
        <h2 id={`${ids}-seizoenen`}>Seizoenen</h2>
        <p className="muted">Kies een seizoen voor de scores per speelronde van dat seizoen.</p>
        <ol className={styles.seizoenen}>
          {nieuwsteEerst.map((s) => (
            <SeizoenKaart key={s.seizoenId} seizoen={s} />
          ))}
        </ol>
      </section>
    </>
  );
}

function Historie({ persoonId }: { persoonId: number }) {
  const query = useQuery(persoonHistorieQuery(persoonId));
  return (
    <>
      <PageHeader title={query.data?.name ?? 'Deelnemer'}>
        Alle seizoenen in de Superelf: eindpositie, totaalscore en prijzen.
      </PageHeader>
      <QueryView query={query} notFound="Deze deelnemer bestaat niet.">
        {(historie) =>
          historie.seizoenen.length === 0 ? (
            <EmptyState>Deze deelnemer heeft nog geen seizoen gespeeld.</EmptyState>
          ) : (
            <Loopbaan historie={historie} />
          )
        }
      </QueryView>
    </>
  );
}

/** /personen/{persoonId}: one person's career over every season. */
export default function HistoriePage() {
  const raw = useParams().persoonId ?? '';
  if (!/^[1-9]\d{0,8}$/.test(raw)) return <NotFoundPage />;
  return <Historie key={raw} persoonId={Number(raw)} />;
}
