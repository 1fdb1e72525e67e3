import { useQuery } from '@tanstack/react-query';
import { Card } from '../../components/card';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { infoMessagesQuery } from '../site';

export function InfoCard() {
  const query = useQuery(infoMessagesQuery);
  return (
    <Card title="Mededelingen" tone="info">
      <QueryView query={query}>
        {(info) =>
          info.mainMessage.trim() ? (
            <p className="pre-line">{info.mainMessage}</p>
          ) : (
            <EmptyState>Er zijn op dit moment geen mededelingen.</EmptyState>
          )
        }
      </QueryView>
    </Card>
  );
}
