import { useId } from 'react';
import type { Rondes } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { RondeStatus } from '../../components/ronde-status';
import { rondeStatusVanWedstrijden } from '../../components/ronde-status-tekst';
import { EmptyState, LoadingState } from '../../components/states';
import { useSeizoen, type SeizoenId } from '../../lib/seizoen';
import { useSiteLinks } from '../../lib/site-links';
import { BulletinBlok } from '../bulletin';
import { settingsQuery } from '../site';
import { wedstrijdRondeQuery, wedstrijdRondesQuery } from './api';
import { WedstrijdItem } from './wedstrijd-item';
import styles from './wedstrijden-page.module.css';

const STATE_TEKST = { gepland: 'gepland', bezig: 'bezig', gespeeld: 'gespeeld' } as const;

/**
 * The round to open: the one in the address (null when it names no round of the season), else
 * the last that has results, else the first.
 */
export function startRonde(rondes: Rondes, fromAddress: string | undefined): number | null {
  if (fromAddress !== undefined) {
    return rondes.find((r) => String(r.round) === fromAddress)?.round ?? null;
  }
  const metUitslag = rondes.filter((r) => r.state !== 'gepland').at(-1);
  return (metUitslag ?? rondes[0])?.round ?? null;
}

function Ronde({ round, seizoen }: { round: number; seizoen: SeizoenId }) {
  const query = useQuery(wedstrijdRondeQuery(round, seizoen));
  return (
    <QueryView query={query}>
      {(ronde) =>
        ronde.wedstrijden.length === 0 ? (
          <EmptyState>Deze speelronde heeft geen wedstrijden.</EmptyState>
        ) : (
          <>
            <RondeStatus status={rondeStatusVanWedstrijden(ronde)} soort="wedstrijden" regel />
            <ul className={styles.wedstrijden}>
              {ronde.wedstrijden.map((w) => (
                <WedstrijdItem key={w.id} wedstrijd={w} />
              ))}
            </ul>
            {/* A round with results has its bulletin, to read and to share. */}
            {ronde.state === 'gepland' ? null : <BulletinBlok round={round} />}
          </>
        )
      }
    </QueryView>
  );
}

/**
 * /info/wedstrijden and /info/wedstrijden/{n}: pick a round (each has its own address); its
 * matches and, per match, the players' events; under them the round's bulletin.
 */
export function WedstrijdenPage() {
  const selectId = useId();
  const seizoen = useSeizoen().id;
  const links = useSiteLinks();
  const navigate = useNavigate();
  // The flags are for the season in play: a closed season shows its matches.
  const settings = useQuery({ ...settingsQuery, enabled: seizoen === null });
  const rondes = useQuery(wedstrijdRondesQuery(seizoen));
  const { ronde: fromAddress } = useParams();
  const [params] = useSearchParams();
  const round = rondes.data ? startRonde(rondes.data, fromAddress) : null;

  // Older links (?ronde=3) lead to the round's own address.
  const oldParam = params.get('ronde');
  if (fromAddress === undefined && oldParam !== null && /^[1-9]\d{0,3}$/.test(oldParam)) {
    return <Navigate to={links.ronde(Number(oldParam))} replace />;
  }
  if (seizoen === null && settings.isPending) return <LoadingState />;
  if (seizoen === null && settings.data && !settings.data.showCompetitieOverzichten) {
    return (
      <>
        <PageHeader title="Wedstrijden" />
        <EmptyState>De wedstrijdoverzichten zijn op dit moment niet te zien.</EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Wedstrijden">
        De uitslagen per speelronde en de punten van de spelers.
      </PageHeader>
      <QueryView query={rondes}>
        {(lijst) =>
          lijst.length === 0 ? (
            <EmptyState>Er zijn nog geen speelrondes.</EmptyState>
          ) : round === null ? (
            <EmptyState>
              Speelronde {fromAddress} bestaat niet.{' '}
              <Link to={links.ronde(startRonde(lijst, undefined) ?? 1)}>
                Naar de laatste speelronde
              </Link>
            </EmptyState>
          ) : (
            <>
              <div className="field field--inline">
                <label htmlFor={selectId}>Speelronde</label>
                <select
                  id={selectId}
                  value={round}
                  onChange={(e) => void navigate(links.ronde(Number(e.target.value)))}
                >
                  {lijst.map((r) => (
                    <option key={r.round} value={r.round}>
                      Speelronde {r.round} ({STATE_TEKST[r.state]})
                    </option>
                  ))}
                </select>
              </div>
              <Ronde key={round} round={round} seizoen={seizoen} />
            </>
          )
        }
      </QueryView>
    </>
  );
}
