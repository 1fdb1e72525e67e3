import { useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/states';
import { useGekozenDeelnemer } from '../deelnemer-keuze';
import { settingsQuery, siteInfoQuery } from '../site';
import { AanmeldingCard } from './aanmelding-card';
import { BekerCard } from './beker-card';
import { EigenCard } from './eigen-card';
import { homeCardQuery } from './home-card-queries';
import { HOME_CARD_SKELETONS, homeCardIds, usualHomeCards, type HomeCardId } from './home-cards';
import styles from './home-page.module.css';
import { InfoCard } from './info-card';
import { PeriodetitelsCard } from './periodetitels-card';
import { RondeCard } from './ronde-card';
import { SpelersCard } from './spelers-card';
import { TeamcompetitieCard } from './teamcompetitie-card';
import { TussenstandCard } from './tussenstand-card';
import { WedstrijdenCard } from './wedstrijden-card';

function HomeCard({ id, gekozenId }: { id: HomeCardId; gekozenId: number }) {
  switch (id) {
    case 'eigen':
      return <EigenCard deelnemerId={gekozenId} />;
    case 'ronde':
      return <RondeCard />;
    case 'info':
      return <InfoCard />;
    case 'aanmelding':
      return <AanmeldingCard />;
    case 'tussenstand':
      return <TussenstandCard />;
    case 'wedstrijden':
      return <WedstrijdenCard />;
    case 'beker':
      return <BekerCard kind="beker" />;
    case 'periodetitels':
      return <PeriodetitelsCard />;
    case 'teamcompetitie':
      return <TeamcompetitieCard />;
    case 'teambeker':
      return <BekerCard kind="teambeker" />;
    case 'spelers':
      return <SpelersCard />;
  }
}

function CardSkeleton({ id }: { id: HomeCardId }) {
  const { title, rows } = HOME_CARD_SKELETONS[id];
  return (
    <Card title={title}>
      <Skeleton rows={rows} text={null} />
    </Card>
  );
}

/**
 * The home page (docs/spec.md section 2): which cards show depends on the four settings flags.
 * Until every card's data is in, the page shows the cards' skeletons; then all cards take their
 * place in one go. A card that arrived on its own would push every card under it down (issue 9:
 * a layout shift of 0.75); new cards in place of skeletons move nothing.
 */
export function HomePage() {
  const settings = useQuery(settingsQuery);
  const siteQuery = useQuery(siteInfoQuery);
  const site = siteQuery.data;
  // The visitor's own participant (kept in this browser): their card opens the page.
  const { gekozenId } = useGekozenDeelnemer();
  const gekozen = gekozenId > 0;
  // Without settings (the request failed) the page still has its announcements.
  const ids = settings.data
    ? homeCardIds(settings.data, gekozen)
    : settings.isError
      ? ['info' as const]
      : null;
  // The skeletons stay as first drawn: a card added to them when the settings arrive would
  // push the ones under it down (only the real cards, all at once, replace them).
  const [skeletonIds] = useState(() => ids ?? usualHomeCards(gekozen));
  // The cards' data is asked for at once with the settings, not after them (one round trip less
  // before the page is complete); a card the settings then hide has cost a small request.
  const cards = useQueries({
    queries: (ids ?? usualHomeCards(gekozen)).flatMap((id) => {
      const query = homeCardQuery(id, gekozenId);
      return query ? [query] : [];
    }),
  });
  // The club and season line under the title shows with the cards: on a phone it takes two
  // lines, and growing on its own it would push the skeletons down.
  const allIn = ids !== null && !siteQuery.isPending && cards.every((card) => !card.isPending);
  // Once shown the cards stay: a card whose request failed asks again as it mounts (pending once
  // more), and going back to the skeletons then would unmount it, fail again, and loop.
  const [shownIds, setShownIds] = useState<readonly HomeCardId[] | null>(null);
  if (allIn && shownIds === null) setShownIds(ids);
  const visibleIds = shownIds === null ? null : (ids ?? shownIds);
  const ready = visibleIds !== null;
  // Before the first season there is no season name yet.
  const subtitle = site ? [site.clubName, site.seasonName].filter(Boolean).join(' · ') : '';
  return (
    <>
      <PageHeader title="Welkom bij de Superelf">{(ready && subtitle) || '\u00a0'}</PageHeader>
      {ready ? (
        <div key="kaarten" className={styles.grid}>
          {visibleIds.map((id) => (
            <HomeCard key={id} id={id} gekozenId={gekozenId} />
          ))}
        </div>
      ) : (
        // state--loading: what tests and benches wait for, on every page.
        <div key="laden" className={`state--loading ${styles.grid}`} aria-busy="true">
          <p className="sr-only" role="status">
            Overzichten worden geladen…
          </p>
          {skeletonIds.map((id) => (
            <CardSkeleton key={id} id={id} />
          ))}
        </div>
      )}
    </>
  );
}
