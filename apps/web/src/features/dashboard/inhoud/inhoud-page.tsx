import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { contentQuery } from '../api/queries';
import { WithSeason } from '../components/with-season';
import { SettingsForm } from '../settings-form';
import { ContentForm } from './content-form';

function Inhoud() {
  const content = useQuery(contentQuery);
  return (
    <div className="stack">
      <SettingsForm />
      <QueryView query={content} loadingText="Teksten worden geladen…">
        {(c) => <ContentForm content={c} />}
      </QueryView>
    </div>
  );
}

/** /dashboard/inhoud: what visitors see besides the results. */
export function InhoudPage() {
  return (
    <>
      <PageHeader title="Inhoud">
        <p>
          Welke overzichten de site toont, het infobericht, de extra reglementtekst en de clubnaam.
        </p>
      </PageHeader>
      <WithSeason>{() => <Inhoud />}</WithSeason>
    </>
  );
}
