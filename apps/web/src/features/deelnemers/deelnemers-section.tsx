import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { DeelnemerPage } from './deelnemer-page';
import { NaarLoopbaan } from './naar-loopbaan';
import { ScoresPage } from './scores-page';
import { VergelijkPage } from './vergelijk-page';

/** /deelnemers/*: one lazily loaded chunk (the chart inside is another). */
export default function DeelnemersSection() {
  return (
    <Routes>
      <Route index element={<Navigate to="scores" replace />} />
      <Route path="scores" element={<ScoresPage />} />
      <Route path=":deelnemerId" element={<DeelnemerPage />} />
      <Route path=":deelnemerId/loopbaan" element={<NaarLoopbaan />} />
      <Route path=":deelnemerId/vergelijk" element={<VergelijkPage />} />
      <Route path=":deelnemerId/vergelijk/:andereId" element={<VergelijkPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
