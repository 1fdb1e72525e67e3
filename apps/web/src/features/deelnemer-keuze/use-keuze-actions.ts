import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { kiesDeelnemer, wisKeuze, type GekozenDeelnemer } from './keuze-store';

/** Choosing stores the participant and reloads the current route (docs/spec.md section 4). */
export function useKeuzeActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const kies = useCallback(
    (deelnemer: GekozenDeelnemer) => {
      kiesDeelnemer(deelnemer);
      void queryClient.invalidateQueries();
      // Same address, new history entry key: the page's effects (the scroll) run again.
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [queryClient, navigate, location.pathname, location.search, location.hash],
  );

  return { kies, wis: wisKeuze };
}
