import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { useSeizoen, useSeizoenPad } from '../../lib/seizoen';
import { bekerRondesQuery, type BekerKind } from './api';
import { bekerStandTekst } from './beker-tekst';
import linkList from '../../components/link-list.module.css';

export const bekerTitel = (kind: BekerKind) => (kind === 'beker' ? 'Beker' : 'Teambeker');

/** /beker and /teambeker: every round with its state. */
export function BekerOverzicht({ kind }: { kind: BekerKind }) {
  const query = useQuery(bekerRondesQuery(kind, useSeizoen().id));
  const pad = useSeizoenPad();
  return (
    <>
      <PageHeader title={bekerTitel(kind)}>
        {kind === 'beker'
          ? 'Het knock-outtoernooi tussen de deelnemers: de hoogste score in de speelronde gaat door.'
          : 'Het knock-outtoernooi tussen de teams: het hoogste gemiddelde in de speelronde gaat door.'}
      </PageHeader>
      <QueryView query={query}>
        {(rondes) =>
          rondes.length === 0 ? (
            <EmptyState>{bekerStandTekst(null)}</EmptyState>
          ) : (
            <>
              <p>
                <Link to={pad(`/${kind}/schema`)}>Bekijk het schema met alle rondes</Link>
              </p>
              <ul className={`link-list ${linkList.list}`}>
                {rondes.map((r) => (
                  <li key={r.id}>
                    <Link to={pad(`/${kind}/${r.id}`)}>{r.name}</Link>
                    {/* The state names the speelronde already. */}
                    <span className="muted"> · {r.state}</span>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
    </>
  );
}
