import type { RemoteName } from '@vigia/shared/contracts';
import type { ResolvedRemote } from './overrides';

export type RemoteLoadState = 'idle' | 'loading' | 'loaded' | 'failed' | 'incompatible';

export interface RemoteStatus extends ResolvedRemote {
  state: RemoteLoadState;
  error?: string;
  /** The remote's version, from its mf-manifest.json, once read. */
  version?: string;
}

type Listener = () => void;

let statuses: readonly RemoteStatus[] = [];
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** What /debug shows: every registered remote, its URL, and whether it loaded. */
export const remoteStatusStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): readonly RemoteStatus[] {
    return statuses;
  },
  reset(remotes: readonly ResolvedRemote[]): void {
    statuses = remotes.map((remote) => ({ ...remote, state: 'idle' }));
    emit();
  },
  setVersion(name: RemoteName, version: string | undefined): void {
    statuses = statuses.map((status) => (status.name === name ? { ...status, version } : status));
    emit();
  },
  set(name: RemoteName, state: RemoteLoadState, error?: string): void {
    statuses = statuses.map((status) =>
      status.name === name ? { ...status, state, error } : status,
    );
    emit();
  },
};
