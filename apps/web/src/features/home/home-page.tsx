import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { LoadingState } from '../../components/states';
import { settingsQuery, siteInfoQuery } from '../site';
import { AanmeldingCard } from './aanmelding-card';
import { BekerCard } from './beker-card';
import { InfoCard } from './info-card';
import { PeriodetitelsCard } from './periodetitels-card';
import { SpelersCard } from './spelers-card';
import { TeamcompetitieCard } from './teamcompetitie-card';
import { TussenstandCard } from './tussenstand-card';
import { WedstrijdenCard } from './wedstrijden-card';

/** The home page (docs/spec.md section 2): which cards show depends on the four settings flags. */
export function HomePage() {
  const settings = useQuery(settingsQuery);
  const site = useQuery(siteInfoQuery).data;
  const s = settings.data;
  return (
    <>
      <PageHeader title="Welkom bij de Superelf">
        {/* Before the first season there is no season name yet. */}
        {site ? [site.clubName, site.seasonName].filter(Boolean).join(' · ') : null}
      </PageHeader>
      <div className="card-grid">
        <InfoCard />
        {s?.showAanmelding ? <AanmeldingCard /> : null}
        {s?.showCompetitieOverzichten ? (
          <>
            <TussenstandCard />
            <WedstrijdenCard />
            <BekerCard kind="beker" />
            <PeriodetitelsCard />
          </>
        ) : null}
        {s?.showTeamOverzichten ? (
          <>
            <TeamcompetitieCard />
            <BekerCard kind="teambeker" />
          </>
        ) : null}
        {s?.showSpelersOverzichten ? <SpelersCard /> : null}
      </div>
      {settings.isPending ? <LoadingState text="Overzichten worden geladen…" /> : null}
    </>
  );
}
