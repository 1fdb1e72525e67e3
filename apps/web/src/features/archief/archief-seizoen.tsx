import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryView } from '../../components/query-view';
import { archiefPad } from '../../lib/seizoen';
import { seizoenenQuery } from './api';

/**
 * /archief/{id}/...: the pages of the current season, for a closed one. The layout has already
 * put the season in the context (from the address); this checks that it exists, and sends the
 * season in play to its own addresses.
 */
export default function ArchiefSeizoen() {
  const raw = useParams().seizoenId ?? '';
  const { pathname, search } = useLocation();
  const query = useQuery(seizoenenQuery);
  if (!/^[1-9]\d{0,8}$/.test(raw)) return <NotFoundPage />;
  const id = Number(raw);
  return (
    <QueryView query={query}>
      {(seizoenen) => {
        const seizoen = seizoenen.find((s) => s.id === id);
        if (!seizoen) return <NotFoundPage />;
        if (!seizoen.isFinished) {
          const rest = pathname.slice(archiefPad(id).length);
          return <Navigate to={`${rest.length > 1 ? rest : '/home'}${search}`} replace />;
        }
        return <Outlet />;
      }}
    </QueryView>
  );
}
