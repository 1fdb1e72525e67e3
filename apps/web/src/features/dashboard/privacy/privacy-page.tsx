import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { privacyInstellingenQuery } from '../api/privacy';
import { PrivacyInstellingenCard } from './privacy-instellingen-card';
import { PrivacyPersonenCard } from './privacy-personen-card';
import formStyles from '../components/form.module.css';

/** /dashboard/privacy: the statement and retention, and one person's data on request (AVG). */
export function PrivacyPage() {
  const instellingen = useQuery(privacyInstellingenQuery);
  return (
    <>
      <PageHeader title="Privacy">
        <p>
          Hoe lang contactgegevens bewaard blijven, de privacyverklaring op{' '}
          <Link to="/info/privacy">/info/privacy</Link>, en op verzoek van een deelnemer: alles wat
          over hem of haar bewaard is exporteren, wissen of anonimiseren.
        </p>
      </PageHeader>
      <div className={formStyles.stack}>
        <PrivacyPersonenCard />
        <QueryView query={instellingen} loadingText="Instellingen worden geladen…">
          {(value) => <PrivacyInstellingenCard instellingen={value} />}
        </QueryView>
      </div>
    </>
  );
}
