import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@vigia/shared/contracts';
import { NotificationsPage } from './features/list/NotificationsPage';

/** `./routes` of mfe_notifications, mounted by the shell on /notifications/*. */
export default function NotificationsRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="*" element={<NotificationsPage />} />
    </Routes>
  );
}
