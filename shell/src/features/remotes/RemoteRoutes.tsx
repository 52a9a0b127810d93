import { Suspense, useState } from 'react';
import type { RemoteName } from '@vigia/shared/contracts';
import { ErrorBoundary, PageSpinner } from '@vigia/shared/ui';
import { remoteRoutesComponent, retryRemote } from './lazyRemote';
import { shellMessages } from '../../i18n/shell';

export interface RemoteRoutesProps {
  remote: RemoteName;
  /** The path the remote is mounted on, e.g. '/subscriptions' ('/' for mfe_auth). */
  basePath: string;
}

function RemoteRoutesSection({ remote, basePath }: RemoteRoutesProps) {
  const [Remote, setRemote] = useState(() => remoteRoutesComponent(remote));
  return (
    <ErrorBoundary
      section={shellMessages.remotes.sectionNames[remote]}
      onRetry={() => {
        retryRemote(remote);
        setRemote(() => remoteRoutesComponent(remote));
      }}
    >
      <Suspense fallback={<PageSpinner />}>
        <Remote basePath={basePath} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * A remote's `./routes` in its own error boundary: if it cannot load or throws, only this section
 * shows the error, and 'Try Again' loads it again.
 */
export function RemoteRoutes({ remote, basePath }: RemoteRoutesProps) {
  // Keyed: moving between two remotes' routes must not reuse one section's state for the other.
  return <RemoteRoutesSection key={remote} remote={remote} basePath={basePath} />;
}
