import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { contentQuery, huisstijlQuery } from '../api/queries';
import { WithSeason } from '../components/with-season';
import { SettingsForm } from '../settings-form';
import { ContentForm } from './content-form';
import { HuisstijlForm } from './huisstijl-form';
import formStyles from '../components/form.module.css';

function Inhoud() {
  const content = useQuery(contentQuery);
  const huisstijl = useQuery(huisstijlQuery);
  return (
    <div className={formStyles.stack}>
      <SettingsForm />
      <QueryView query={huisstijl} loadingText="Clubkleuren worden geladen…">
        {(h) => <HuisstijlForm huisstijl={h} />}
      </QueryView>
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
          Welke overzichten de site toont, de clubkleuren en het clubwapen, het infobericht, de
          extra reglementtekst en de clubnaam.
        </p>
      </PageHeader>
      <WithSeason>{() => <Inhoud />}</WithSeason>
    </>
  );
}
