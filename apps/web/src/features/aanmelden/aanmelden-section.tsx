import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { AanmeldenPage } from './aanmelden-page';
import { StatusPage } from './status-page';

/** /aanmelden/*: one lazily loaded chunk. */
export default function AanmeldenSection() {
  return (
    <Routes>
      <Route index element={<AanmeldenPage />} />
      <Route path="status" element={<StatusPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
