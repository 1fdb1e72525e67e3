import type { MijnResponse } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FactsList } from '../../components/facts-list';
import { PositionChange } from '../../components/position-change';
import { QueryView } from '../../components/query-view';
import { RondeStatus } from '../../components/ronde-status';
import { EmptyState } from '../../components/states';
import { buttonClass } from '../../components/ui/button';
import { formatNumber } from '../../lib/format';
import { sitePaden } from '../../lib/site-links';
import { BekerDuels, RondeSpelersTabel } from '../deelnemers';
import { eigenBekerTekst, eigenPeriodeTekst } from '../home';
import { mijnTeamQuery } from './api';
import styles from './mijn-superelf-page.module.css';

type Team = MijnResponse['teams'][number];

/**
 * One of the person's teams: where it stands and moved, this round's points and its 11 with
 * each player's points and events (the public page's table), the period race and the beker duel
 * to come, and the way to its transfers while a window is open or announced.
 */
export function TeamKaart({ team, transfers }: { team: Team; transfers: boolean }) {
  const query = useQuery(mijnTeamQuery(team.deelnemerId));
  const kop = `mijn-team-${team.deelnemerId}`;
  return (
    <section className={styles.team} aria-labelledby={kop}>
      <h2 id={kop}>{team.teamName}</h2>
      <p className={styles.who}>{team.name}</p>
      <QueryView
        query={query}
        loadingText={`${team.teamName} laden…`}
        notFound="Dit team staat nog niet in de stand: het heeft nog geen selectie."
      >
        {(d) => (
          <>
            {d.round === 0 ? (
              <EmptyState>
                Er is nog geen speelronde gespeeld: je positie en punten staan hier zodra de eerste
                uitslagen er zijn.
              </EmptyState>
            ) : d.position === null ? (
              <EmptyState>Je staat (nog) niet in de tussenstand.</EmptyState>
            ) : (
              <>
                <RondeStatus status={d.rondeStatus} regel />
                <FactsList className={styles.figures}>
                  <div>
                    <dt>Positie</dt>
                    <dd>
                      {d.position ?? '–'} <PositionChange change={d.positionChange} />
                    </dd>
                  </div>
                  <div>
                    <dt>Ronde {d.round}</dt>
                    <dd>{formatNumber(d.roundScore)}</dd>
                  </div>
                  <div>
                    <dt>Totaal</dt>
                    <dd>{formatNumber(d.totalScore)}</dd>
                  </div>
                </FactsList>
              </>
            )}
            <h3 className={styles.kopje}>Periode</h3>
            {d.periode ? (
              <p>
                <Link to={`/periodetitels/${d.periode.nummer}`}>
                  {eigenPeriodeTekst(d.periode)}
                </Link>
              </p>
            ) : (
              <p className="muted">De periode is nog niet begonnen.</p>
            )}
            <h3 className={styles.kopje}>Beker</h3>
            {d.bekerDuel ? <BekerDuels duels={[d.bekerDuel]} /> : <p>{eigenBekerTekst(d)}</p>}
            <h3 className={styles.kopje}>Je elf in speelronde {d.ronde?.round ?? d.round}</h3>
            {d.ronde ? (
              <RondeSpelersTabel ronde={d.ronde} />
            ) : (
              <EmptyState>Voor deze speelronde is geen selectie bekend.</EmptyState>
            )}
          </>
        )}
      </QueryView>
      <div className={styles.acties}>
        <Link
          to={sitePaden.deelnemer(team.deelnemerId)}
          className={buttonClass({ variant: 'secondary' })}
        >
          Alle rondes van {team.teamName}
        </Link>
        {transfers ? (
          <Link to={`/dashboard/transfers/${team.deelnemerId}`} className={buttonClass()}>
            Transfers
          </Link>
        ) : null}
      </div>
    </section>
  );
}
