import { useParams } from 'react-router-dom';
import { CreateSubscription } from './CreateSubscription';
import { EditSubscription } from './EditSubscription';

/** /subscriptions/create/:typeId and /subscriptions/edit/:id: one form for both (spec §2). */
export function SubscriptionFormPage() {
  const { typeId, id } = useParams();
  return id ? <EditSubscription id={id} /> : <CreateSubscription typeId={typeId} />;
}
