import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@vigia/shared/contracts';
import { SubscriptionsPage } from './features/list/SubscriptionsPage';

/** `./routes` of mfe_subscriptions, mounted by the shell on /subscriptions/*. */
export default function SubscriptionsRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="*" element={<SubscriptionsPage />} />
    </Routes>
  );
}
