import { Suspense, useState } from 'react';
import type { RemoteName } from '@vigia/shared/contracts';
import { ErrorBoundary, PageSpinner } from '@vigia/shared/ui';
import { remoteWidgetsComponent, retryRemote } from './lazyRemote';
import { shellMessages } from '../../i18n/shell';

export interface RemoteWidgetsProps {
  remote: RemoteName;
}

function RemoteWidgetsSection({ remote }: RemoteWidgetsProps) {
  const [Widgets, setWidgets] = useState(() => remoteWidgetsComponent(remote));
  return (
    <ErrorBoundary
      section={shellMessages.remotes.sectionNames[remote]}
      onRetry={() => {
        retryRemote(remote);
        setWidgets(() => remoteWidgetsComponent(remote));
      }}
    >
      <Suspense fallback={<PageSpinner minHeight="8rem" />}>
        <Widgets />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The dashboard widgets of one remote, in their own error boundary. */
export function RemoteWidgets({ remote }: RemoteWidgetsProps) {
  return <RemoteWidgetsSection key={remote} remote={remote} />;
}
