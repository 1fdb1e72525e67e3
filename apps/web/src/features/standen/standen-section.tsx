import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { FairplaycupPage } from './fairplaycup-page';
import { HerbstmeisterPage } from './herbstmeister-page';
import { HighscorecupPage } from './highscorecup-page';
import { TussenstandPage } from './tussenstand-page';

/** /standen/*: one lazily loaded chunk. */
export default function StandenSection() {
  return (
    <Routes>
      <Route index element={<Navigate to="tussenstand" replace />} />
      <Route path="tussenstand" element={<TussenstandPage />} />
      <Route path="fairplaycup" element={<FairplaycupPage />} />
      <Route path="highscorecup" element={<HighscorecupPage />} />
      <Route path="herbstmeister" element={<HerbstmeisterPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
