import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { satisfy } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@vigia/shared/contracts/core';
import { REMOTE_NAMES } from '@vigia/shared/contracts/core';
import { shellMessages } from '../../i18n/shell';

/** The part of a remote's mf-manifest.json this check reads. */
export interface ManifestSharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string | false;
}

/** One package whose version the shell provides outside the range the remote was built for. */
export interface SharedSkew {
  /** The package (`@vigia/shared`, not each of its entry points). */
  name: string;
  /** The range the remote needs, from its manifest. */
  required: string;
  /** The version the shell provides. */
  provided: string;
}

/** `@vigia/shared/ui` → `@vigia/shared`; `react/jsx-runtime` → `react`; scoped names kept. */
export function packageOf(shareName: string): string {
  const parts = shareName.split('/');
  return shareName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Compares what a remote needs (its manifest's `shared`) with what the shell provides (shared
 * name → version). A singleton resolves to the shell's copy, so each range the shell's version
 * does not satisfy is a skew. One entry per package and range.
 */
export function findSharedSkew(
  needed: readonly ManifestSharedEntry[],
  provided: Readonly<Record<string, string>>,
): SharedSkew[] {
  const skew = new Map<string, SharedSkew>();
  for (const entry of needed) {
    const version = provided[entry.name];
    const required = entry.requiredVersion;
    if (!version || typeof required !== 'string' || !required) continue;
    if (satisfy(version, required)) continue;
    const name = packageOf(entry.name);
    skew.set(`${name} ${required}`, { name, required, provided: version });
  }
  return [...skew.values()];
}

/** A remote was built against shared packages this shell cannot give it: it is not loaded. */
export class VersionSkewError extends Error {
  constructor(
    readonly remote: string,
    readonly skew: readonly SharedSkew[],
  ) {
    super(shellMessages.remotes.versionSkew(remote, skew));
    this.name = 'VersionSkewError';
  }
}

function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

interface HostShared {
  version?: string;
  from?: string;
}

/** What the host instance provides: its own version of each shared module. */
export function providedVersions(
  hostName: string,
  shared: Readonly<Record<string, readonly HostShared[]>>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, entries] of Object.entries(shared)) {
    const own = entries.find((entry) => entry.from === hostName) ?? entries[0];
    if (own?.version) result[name] = own.version;
  }
  return result;
}

export interface VersionSkewPluginOptions {
  /** Every manifest read: the remote's version, for /debug. */
  onManifest?: (remote: RemoteName, version: string | undefined) => void;
}

/**
 * Federation runtime plugin of the shell. The runtime itself only warns when a singleton's
 * version is outside a consumer's `requiredVersion` (it throws only with `strictVersion`, deep in
 * the remote's chunk loading) and by then the remote has joined the share scope. This plugin reads
 * each remote's manifest first and refuses a remote whose shared ranges the shell's versions do not
 * satisfy, with an error naming the remote, the range it needs and the version the shell provides.
 */
export function versionSkewPlugin(
  options: VersionSkewPluginOptions = {},
): ModuleFederationRuntimePlugin {
  return {
    name: 'vigia-version-skew',
    afterLoadManifest(args) {
      const { manifestJson, moduleInfo, origin } = args;
      if (!manifestJson) return args;
      const remote = moduleInfo.name;
      if (isRemoteName(remote)) {
        options.onManifest?.(remote, manifestJson.metaData?.buildInfo?.buildVersion);
      }
      const provided = providedVersions(origin.options.name, origin.options.shared);
      const skew = findSharedSkew(manifestJson.shared ?? [], provided);
      if (skew.length > 0) throw new VersionSkewError(remote, skew);
      return args;
    },
  };
}
