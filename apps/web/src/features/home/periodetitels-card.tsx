import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { TrophyIcon } from '../../components/icons';
import { QueryView } from '../../components/query-view';
import { periodetitelsSummaryQuery } from '../periodetitels';
import styles from './home-page.module.css';
import { periodeKaartTekst } from './home-teksten';
import { buttonClass } from '../../components/ui/button';
import lists from './home-lists.module.css';

export function PeriodetitelsCard() {
  const query = useQuery(periodetitelsSummaryQuery());
  const current = query.data?.currentPeriod ?? 1;
  return (
    <Card
      title="Periodetitels"
      actions={
        <Link to={`/periodetitels/${current}`} className={buttonClass()}>
          Naar periode {current}
        </Link>
      }
    >
      <QueryView query={query}>
        {(summary) => (
          <dl className={`${lists.periodeList} ${styles.periodes}`}>
            {summary.periodetitels.map((p) => (
              <div
                key={p.nummer}
                className={
                  p.isActive && !p.isFinished
                    ? `${lists.periodeRow} ${lists.active}`
                    : lists.periodeRow
                }
              >
                <dt>Periode {p.nummer}</dt>
                <dd>
                  {p.isFinished ? <TrophyIcon /> : null}
                  {periodeKaartTekst(p)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </QueryView>
    </Card>
  );
}
