import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { Markdown } from '../../lib/markdown';
import { privacyQuery } from './api';
import prose from '../../components/prose.module.css';

/** /info/privacy: the club's privacy statement (AVG), as the organiser set it. */
export function PrivacyPage() {
  const query = useQuery(privacyQuery);
  return (
    <>
      <PageHeader title="Privacy">
        Welke gegevens de supportersvereniging van deelnemers bewaart, waarom, hoe lang, en hoe je
        ze kunt inzien of laten wissen.
      </PageHeader>
      <QueryView query={query} loadingText="Privacyverklaring wordt geladen…">
        {(statement) => (
          <div className={prose.prose}>
            {/* The text carries its own title; the page header already says Privacy. Its
                sections come straight under the page's h1. */}
            <Markdown source={statement.markdown.replace(/^# .*\n+/, '')} outlineLevel={2} />
          </div>
        )}
      </QueryView>
    </>
  );
}
