import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@vigia/shared/contracts';
import { NotFoundPage } from '@vigia/shared/ui';
import { SubscriptionDetailPage } from './features/detail/SubscriptionDetailPage';
import { SubscriptionFormPage } from './features/form/SubscriptionFormPage';
import { SubscriptionsPage } from './features/list/SubscriptionsPage';
import { SubscriptionTypesPage } from './features/types/SubscriptionTypesPage';

/** `./routes` of mfe_subscriptions, mounted by the shell on /subscriptions/* (spec §2). */
export default function SubscriptionsRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={<SubscriptionsPage />} />
      <Route path="types" element={<SubscriptionTypesPage />} />
      <Route path="create/:typeId" element={<SubscriptionFormPage />} />
      <Route path="edit/:id" element={<SubscriptionFormPage />} />
      <Route path=":id" element={<SubscriptionDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
