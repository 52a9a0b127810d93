import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { toaster } from '@vigia/shared/ui';
import { useRuntimeConfig } from '../../app/RuntimeConfigContext';
import { DebugPage } from './DebugPage';
import { shellMessages } from '../../i18n/shell';

function BlockedInProduction() {
  const warned = useRef(false);
  useEffect(() => {
    if (warned.current) return;
    warned.current = true;
    toaster.warning({
      title: shellMessages.debug.blockedTitle,
      description: shellMessages.debug.blockedBody,
    });
  }, []);
  return <Navigate to="/dashboard" replace />;
}

/** /debug (spec §2): blocked in production (back to /dashboard with a warning), else the page. */
export function DebugRoute() {
  const config = useRuntimeConfig();
  return config.environment === 'production' ? <BlockedInProduction /> : <DebugPage />;
}

export default DebugRoute;
