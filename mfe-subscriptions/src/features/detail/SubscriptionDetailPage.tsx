import { useParams } from 'react-router-dom';
import { useSubscription } from '../../api';
import { SubscriptionLoadFailure } from '../../components/load-failure/SubscriptionLoadFailure';
import { DetailSkeleton } from './DetailSkeleton';
import { SubscriptionDetail } from './SubscriptionDetail';

/** /subscriptions/:id (spec §2 'Subscription detail'; decisions 9, 10). */
export function SubscriptionDetailPage() {
  const { id = '' } = useParams();
  const query = useSubscription(id);

  if (query.data) return <SubscriptionDetail key={query.data.id} subscription={query.data} />;
  if (query.isError) {
    return <SubscriptionLoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <DetailSkeleton />;
}
