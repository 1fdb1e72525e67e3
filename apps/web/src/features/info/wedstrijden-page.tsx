import { useId } from 'react';
import type { Rondes } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { RondeStatus } from '../../components/ronde-status';
import { rondeStatusVanWedstrijden } from '../../components/ronde-status-tekst';
import { EmptyState, LoadingState } from '../../components/states';
import { useSeizoen, type SeizoenId } from '../../lib/seizoen';
import { settingsQuery } from '../site';
import { wedstrijdRondeQuery, wedstrijdRondesQuery } from './api';
import { WedstrijdItem } from './wedstrijd-item';

const STATE_TEKST = { gepland: 'gepland', bezig: 'bezig', gespeeld: 'gespeeld' } as const;

/** The round to open: the one in the address, else the last that has results, else the first. */
export function startRonde(rondes: Rondes, fromAddress: number): number | null {
  if (rondes.some((r) => r.round === fromAddress)) return fromAddress;
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
            <ul className="wedstrijden">
              {ronde.wedstrijden.map((w) => (
                <WedstrijdItem key={w.id} wedstrijd={w} />
              ))}
            </ul>
          </>
        )
      }
    </QueryView>
  );
}

/** /info/wedstrijden: pick a round; its matches and, per match, the players' events. */
export function WedstrijdenPage() {
  const selectId = useId();
  const seizoen = useSeizoen().id;
  // The flags are for the season in play: a closed season shows its matches.
  const settings = useQuery({ ...settingsQuery, enabled: seizoen === null });
  const rondes = useQuery(wedstrijdRondesQuery(seizoen));
  const [params, setParams] = useSearchParams();
  const round = rondes.data ? startRonde(rondes.data, Number(params.get('ronde'))) : null;

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
          round === null ? (
            <EmptyState>Er zijn nog geen speelrondes.</EmptyState>
          ) : (
            <>
              <div className="field field--inline">
                <label htmlFor={selectId}>Speelronde</label>
                <select
                  id={selectId}
                  value={round}
                  onChange={(e) => setParams({ ronde: e.target.value }, { replace: true })}
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
