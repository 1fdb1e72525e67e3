import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { PositionChange } from '../../components/position-change';
import { QueryView } from '../../components/query-view';
import { RondeStatus } from '../../components/ronde-status';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { sitePaden } from '../../lib/site-links';
import { deelnemerSummaryQuery } from './api';
import styles from './home-page.module.css';
import { eigenBekerTekst, eigenPeriodeTekst } from './home-teksten';
import { buttonClass } from '../../components/ui/button';
import { FactsList } from '../../components/facts-list';

/**
 * The visitor's own participant first (issue 26): where they stand and moved, this round's
 * points, their place in the period and their next beker duel, with the way to their page.
 */
export function EigenCard({ deelnemerId }: { deelnemerId: number }) {
  const query = useQuery(deelnemerSummaryQuery(deelnemerId));
  return (
    <Card
      title="Jouw Superelf"
      className="card--eigen"
      actions={
        <Link to={sitePaden.deelnemer(deelnemerId)} className={buttonClass()}>
          Naar je pagina
        </Link>
      }
    >
      <QueryView
        query={query}
        notFound="Je gekozen deelnemer doet dit seizoen niet mee. Kies jezelf opnieuw met het zoekvak."
      >
        {(d) => (
          <>
            <p className={styles.eigenNaam}>
              <strong>{d.name}</strong> <span className="muted">· {d.teamName}</span>
            </p>
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
                <FactsList className={styles.eigenFacts}>
                  <div>
                    <dt>Positie</dt>
                    <dd>
                      {d.position} <PositionChange change={d.positionChange} />
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
            <ul className={styles.eigenLijst}>
              {d.periode ? <li>{eigenPeriodeTekst(d.periode)}</li> : null}
              <li>Beker: {eigenBekerTekst(d)}</li>
            </ul>
          </>
        )}
      </QueryView>
    </Card>
  );
}
