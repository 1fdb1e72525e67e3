import type { OrganiserSeason } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import {
  clubsQuery,
  deelnemersQuery,
  spelersQuery,
  teamsQuery,
  transferperiodesQuery,
} from '../api/queries';
import { allLoaded, WithSeason } from '../components/with-season';
import { DeelnemerForm } from './deelnemer-form';
import { DeelnemersList } from './deelnemers-list';
import { SelectiePicker } from './selectie-picker';
import { TransfersCard } from './transfers-card';
import { InloglinkCard } from './inloglink-card';
import { ZonderSelectieCard } from './zonder-selectie-card';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';
import { alertClass } from '../../../components/ui/alert';

function Deelnemers({ season }: { season: OrganiserSeason }) {
  const deelnemers = useQuery(deelnemersQuery);
  const spelers = useQuery(spelersQuery);
  const clubs = useQuery(clubsQuery);
  const teams = useQuery(teamsQuery);
  const periodes = useQuery(transferperiodesQuery);
  const [params, setParams] = useSearchParams();
  // What happened to a participant whose page closed (removed), shown above the list.
  const [flash, setFlash] = useState<string | null>(null);
  const { state, retry } = allLoaded([deelnemers, spelers, clubs, teams, periodes]);
  if (state === 'error') return <ErrorState onRetry={retry} />;
  if (!deelnemers.data || !spelers.data || !clubs.data || !teams.data || !periodes.data) {
    return <LoadingState text="Deelnemers worden geladen…" />;
  }

  const open = (id: number | 'nieuw' | null) => {
    setFlash(null);
    setParams(id === null ? {} : { deelnemer: String(id) });
    window.scrollTo({ top: 0 });
  };
  const asked = params.get('deelnemer');
  const back = (
    <p>
      <Button variant="link" onClick={() => open(null)}>
        ‹ Terug naar alle deelnemers
      </Button>
    </p>
  );

  if (asked === 'nieuw') {
    return (
      <div className={formStyles.stack}>
        {back}
        <DeelnemerForm
          deelnemer={null}
          teams={teams.data}
          onCreated={(d) => {
            open(d.id);
            setFlash(`${d.name} is toegevoegd. Kies nu de selectie van 11 spelers.`);
          }}
        />
      </div>
    );
  }
  const chosen = asked ? deelnemers.data.find((d) => String(d.id) === asked) : undefined;
  if (asked && !chosen) {
    return (
      <div className={formStyles.stack}>
        {back}
        <EmptyState>Deze deelnemer bestaat niet (meer).</EmptyState>
      </div>
    );
  }
  if (chosen) {
    return (
      <div className={formStyles.stack} key={chosen.id}>
        {back}
        {flash ? (
          <div className={alertClass('success')} role="status">
            {flash}
          </div>
        ) : null}
        <h2>
          {chosen.name} <span className="muted">({chosen.teamName})</span>
        </h2>
        {chosen.startRonde > 1 ? (
          <p data-testid="start-ronde">Telt mee vanaf speelronde {chosen.startRonde}</p>
        ) : null}
        <DeelnemerForm
          deelnemer={chosen}
          teams={teams.data}
          onDeleted={() => {
            open(null);
            setFlash(`${chosen.name} is verwijderd.`);
          }}
        />
        <SelectiePicker deelnemer={chosen} spelers={spelers.data} clubs={clubs.data} />
        <TransfersCard
          deelnemer={chosen}
          spelers={spelers.data}
          openWindow={periodes.data.find((p) => p.isOpen) ?? null}
          maxTransfers={season.settings.maxTransfers}
          roundHasResults={(round) =>
            season.rondes.some((r) => r.round === round && r.state !== 'gepland')
          }
        />
        <InloglinkCard deelnemer={chosen} />
      </div>
    );
  }
  return (
    <>
      {flash ? (
        <div className={alertClass('success')} role="status">
          {flash}
        </div>
      ) : null}
      <ZonderSelectieCard deelnemers={deelnemers.data} seizoen={season.name} />
      <DeelnemersList deelnemers={deelnemers.data} onOpen={open} />
    </>
  );
}

/** /dashboard/deelnemers: participants, their selection of 11 and their transfers. */
export function DeelnemersPage() {
  return (
    <>
      <PageHeader title="Deelnemers">
        <p>Deelnemers toevoegen en wijzigen, hun selectie van 11 spelers en hun transfers.</p>
      </PageHeader>
      <WithSeason>{(season) => <Deelnemers season={season} />}</WithSeason>
    </>
  );
}
