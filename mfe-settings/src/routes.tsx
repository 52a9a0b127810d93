import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@vigia/shared/contracts';
import { SettingsPage } from './features/settings/SettingsPage';

/** `./routes` of mfe_settings, mounted by the shell on /settings/*. */
export default function SettingsRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="*" element={<SettingsPage />} />
    </Routes>
  );
}
