import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useSeizoen } from '../../lib/seizoen';
import { kiesDeelnemer, wisKeuze, type GekozenDeelnemer } from './keuze-store';

/**
 * Choosing stores the participant (an entry of the season the page shows) and reloads the current
 * route (docs/spec.md section 4).
 */
export function useKeuzeActions() {
  const queryClient = useQueryClient();
  const { id: seizoen } = useSeizoen();
  const navigate = useNavigate();
  const location = useLocation();

  const kies = useCallback(
    (deelnemer: GekozenDeelnemer) => {
      kiesDeelnemer({ ...deelnemer, seizoenId: seizoen });
      void queryClient.invalidateQueries();
      // Same address, new history entry key: the page's effects (the scroll) run again.
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [queryClient, navigate, location.pathname, location.search, location.hash, seizoen],
  );

  return { kies, wis: wisKeuze };
}
