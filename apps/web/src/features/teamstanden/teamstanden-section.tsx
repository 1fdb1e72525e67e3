import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { SubcompetitiesPage } from './subcompetities-page';
import { TeamcompetitiePage } from './teamcompetitie-page';

/** /teamstanden/*: one lazily loaded chunk. */
export default function TeamstandenSection() {
  return (
    <Routes>
      <Route index element={<Navigate to="teamcompetitie" replace />} />
      <Route path="teamcompetitie" element={<TeamcompetitiePage />} />
      <Route path="subcompetities" element={<SubcompetitiesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
