import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { QueryView } from '../../components/query-view';
import { bekerStandTekst, bekerSummaryQuery, type BekerKind } from '../beker';
import { buttonClass } from '../../components/ui/button';
import lists from './home-lists.module.css';

export function BekerCard({ kind }: { kind: BekerKind }) {
  const query = useQuery(bekerSummaryQuery(kind));
  const title = kind === 'beker' ? 'Beker' : 'Teambeker';
  const ronde = query.data ?? null;
  return (
    <Card
      title={title}
      actions={
        <Link to={ronde ? `/${kind}/${ronde.id}` : `/${kind}`} className={buttonClass()}>
          {ronde
            ? `Naar de ${ronde.name.toLocaleLowerCase('nl')}`
            : `Naar de ${title.toLocaleLowerCase('nl')}`}
        </Link>
      }
    >
      <QueryView query={query}>
        {(current) => (
          <>
            <p className={lists.bekerText}>{bekerStandTekst(current)}</p>
            {current?.state ? <p className="muted">{current.state}</p> : null}
          </>
        )}
      </QueryView>
    </Card>
  );
}
