import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { GeselecteerdPage } from './geselecteerd-page';
import { SpelerPage } from './speler-page';
import { StatusListPage } from './status-list-page';
import { TotaalscorePage } from './totaalscore-page';
import { TransfersPage } from './transfers-page';

/** /spelers/*: one lazily loaded chunk with the six player lists. */
export default function SpelersSection() {
  return (
    <Routes>
      <Route index element={<Navigate to="actief" replace />} />
      <Route path="actief" element={<StatusListPage key="actief" list="actief" />} />
      <Route path="nieuw" element={<StatusListPage key="nieuw" list="nieuw" />} />
      <Route path="vertrokken" element={<StatusListPage key="vertrokken" list="vertrokken" />} />
      <Route path="transfers" element={<TransfersPage />} />
      <Route path="totaalscore" element={<TotaalscorePage />} />
      <Route path="geselecteerd" element={<GeselecteerdPage />} />
      <Route path=":spelerId" element={<SpelerPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
