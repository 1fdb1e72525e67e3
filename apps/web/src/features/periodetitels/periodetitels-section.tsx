import { useQuery } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { LoadingState } from '../../components/states';
import { useSeizoen, useSeizoenPad } from '../../lib/seizoen';
import { periodetitelsSummaryQuery } from './api';
import { PeriodePage } from './periode-page';
import { OfflineState } from '../../components/offline-state';
import { waitingForNetwork } from '../../lib/offline/waiting-for-network';

/** /periodetitels opens the period being played. */
function HuidigePeriode() {
  const query = useQuery(periodetitelsSummaryQuery(useSeizoen().id));
  const pad = useSeizoenPad();
  if (waitingForNetwork(query)) return <OfflineState />;
  if (query.isPending) return <LoadingState />;
  return <Navigate to={pad(`/periodetitels/${query.data?.currentPeriod ?? 1}`)} replace />;
}

/** /periodetitels/*: one lazily loaded chunk. */
export default function PeriodetitelsSection() {
  return (
    <Routes>
      <Route index element={<HuidigePeriode />} />
      <Route path=":nummer" element={<PeriodePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
