// /dashboard for a signed-in participant (issue 27): per team this round's 11 with their points,
// position and movement, total, the beker duel and the period race; the transfer window with its
// deadline counting down; the person's enrolments. Phone first.
import type { MijnResponse } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { formatDate } from '../../lib/format';
import { aanmeldenOpenQuery, mijnQuery } from './api';
import { BerichtenCard } from './berichten-card';
import { PasskeysCard } from './passkeys-card';
import styles from './mijn-superelf-page.module.css';
import { TeamKaart } from './team-kaart';
import { TransferCountdown } from './transfer-countdown';

export function MijnSuperelfPage() {
  const mijn = useQuery(mijnQuery);
  return (
    <div>
      <PageHeader title="Mijn superelf" />
      <QueryView query={mijn} loadingText="Je teams laden…">
        {(data) => (
          <>
            <p className={styles.intro}>
              Hallo {data.persoon.name}.{' '}
              {data.teams.length === 1
                ? 'Zo staat je team ervoor.'
                : data.teams.length > 1
                  ? `Zo staan je ${data.teams.length} teams ervoor.`
                  : ''}
            </p>
            {data.transferperiode ? <TransferCountdown periode={data.transferperiode} /> : null}
            {data.teams.length === 0 ? (
              <GeenTeam />
            ) : (
              <>
                {data.teams.length > 1 ? (
                  <nav aria-label="Je teams" className={styles.sprong}>
                    {data.teams.map((team) => (
                      <a key={team.deelnemerId} href={`#mijn-team-${team.deelnemerId}`}>
                        {team.teamName}
                      </a>
                    ))}
                  </nav>
                ) : null}
                <div className={styles.teams}>
                  {data.teams.map((team) => (
                    <TeamKaart
                      key={team.deelnemerId}
                      team={team}
                      transfers={data.transferperiode !== null}
                    />
                  ))}
                </div>
              </>
            )}
            {data.aanmeldingen.length > 0 ? <Aanmeldingen lijst={data.aanmeldingen} /> : null}
            <section className={styles.account} aria-labelledby="mijn-account">
              <h2 id="mijn-account">Account</h2>
              <p className="muted">Je bent ingelogd als {data.persoon.name}.</p>
            </section>
          </>
        )}
      </QueryView>
      <PasskeysCard />
      <BerichtenCard />
    </div>
  );
}

/** No team this season: the way to enrol while the organiser has enrolment open. */
function GeenTeam() {
  const open = useQuery(aanmeldenOpenQuery);
  return (
    <EmptyState>
      Je hebt nog geen team dit seizoen.{' '}
      {open.data?.open ? <Link to="/aanmelden">Meld je aan</Link> : null}
    </EmptyState>
  );
}

function Aanmeldingen({ lijst }: { lijst: MijnResponse['aanmeldingen'] }) {
  return (
    <section className={styles.aanmeldingen} aria-labelledby="mijn-aanmeldingen">
      <h2 id="mijn-aanmeldingen">Je aanmeldingen</h2>
      <ul>
        {lijst.map((a) => (
          <li key={a.id}>
            <strong>{a.teamnaam}</strong>: {a.statusLabel}
            <span className="muted"> · ingediend {formatDate(a.ingediendOp)}</span>
            {a.notitie ? <p className={styles.notitie}>{a.notitie}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
