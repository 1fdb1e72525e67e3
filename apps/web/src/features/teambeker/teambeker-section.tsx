import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { BekerOverzicht } from '../beker/beker-overzicht';
import { BekerRondePage } from '../beker/beker-ronde-page';

/** /teambeker/*: one lazily loaded chunk; the screens are the cup's, fed by the team cup API. */
export default function TeambekerSection() {
  return (
    <Routes>
      <Route index element={<BekerOverzicht kind="teambeker" />} />
      <Route path=":id" element={<BekerRondePage kind="teambeker" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
