import { Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { useSubscription } from '../../api';
import { SubscriptionLoadFailure } from '../../components/load-failure/SubscriptionLoadFailure';
import { BackToList } from './BackToList';
import { DetailSkeleton } from './DetailSkeleton';
import { SubscriptionDetail } from './SubscriptionDetail';

/** /subscriptions/:id (spec §2 'Subscription detail'; decisions 9, 10). */
export function SubscriptionDetailPage() {
  const { id = '' } = useParams();
  const query = useSubscription(id);

  let content;
  if (query.data) {
    content = <SubscriptionDetail key={query.data.id} subscription={query.data} />;
  } else if (query.isError) {
    content = <SubscriptionLoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    content = <DetailSkeleton />;
  }

  return (
    <Stack gap="3">
      <BackToList />
      {content}
    </Stack>
  );
}
