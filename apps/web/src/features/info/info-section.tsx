import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { ClubPage } from './club-page';
import { PrivacyPage } from './privacy-page';
import { ReglementPage } from './reglement-page';
import { WedstrijdenPage } from './wedstrijden-page';

/** /info/*: one lazily loaded chunk. */
export default function InfoSection() {
  return (
    <Routes>
      <Route index element={<Navigate to="reglement" replace />} />
      <Route path="reglement" element={<ReglementPage />} />
      <Route path="wedstrijden" element={<WedstrijdenPage />} />
      <Route path="wedstrijden/:ronde" element={<WedstrijdenPage />} />
      <Route path="clubs/:clubId" element={<ClubPage />} />
      <Route path="privacy" element={<PrivacyPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
