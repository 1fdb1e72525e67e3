import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { BekerOverzicht } from './beker-overzicht';
import { BekerRondePage } from './beker-ronde-page';

/** /beker/*: one lazily loaded chunk. */
export default function BekerSection() {
  return (
    <Routes>
      <Route index element={<BekerOverzicht kind="beker" />} />
      <Route path=":id" element={<BekerRondePage kind="beker" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
