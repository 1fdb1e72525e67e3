import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import type { BekerKind } from './api';
import { BekerOverzicht } from './beker-overzicht';
import { BekerRondePage } from './beker-ronde-page';
import { BekerSchemaPage } from './beker-schema-page';

function BekerRoutes({ kind }: { kind: BekerKind }) {
  return (
    <Routes>
      <Route index element={<BekerOverzicht kind={kind} />} />
      <Route path="schema" element={<BekerSchemaPage kind={kind} />} />
      <Route path=":id" element={<BekerRondePage kind={kind} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** /beker/*: one lazily loaded chunk. */
export function BekerSection() {
  return <BekerRoutes kind="beker" />;
}

/** /teambeker/*: the cup's screens, fed by the team cup API. */
export function TeambekerSection() {
  return <BekerRoutes kind="teambeker" />;
}
