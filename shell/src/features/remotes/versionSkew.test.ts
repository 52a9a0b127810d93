import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import {
  findSharedSkew,
  packageOf,
  providedVersions,
  VersionSkewError,
  versionSkewPlugin,
} from './versionSkew';

const shellProvides = {
  '@vigia/shared/ui': '0.1.0',
  '@vigia/shared/api': '0.1.0',
  react: '19.2.0',
};

describe('findSharedSkew', () => {
  it('accepts a remote built against a compatible @vigia/shared', () => {
    expect(
      findSharedSkew(
        [
          { name: '@vigia/shared/ui', version: '0.1.4', requiredVersion: '^0.1.0' },
          { name: 'react', version: '19.2.1', requiredVersion: '^19.2.0' },
        ],
        shellProvides,
      ),
    ).toEqual([]);
  });

  it('reports an incompatible major once per package, with the range and the shell version', () => {
    expect(
      findSharedSkew(
        [
          { name: '@vigia/shared/ui', version: '1.0.0', requiredVersion: '^1.0.0' },
          { name: '@vigia/shared/api', version: '1.0.0', requiredVersion: '^1.0.0' },
          { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' },
        ],
        shellProvides,
      ),
    ).toEqual([{ name: '@vigia/shared', required: '^1.0.0', provided: '0.1.0' }]);
  });

  it('ignores what the shell does not provide and ranges that accept anything', () => {
    expect(
      findSharedSkew(
        [
          { name: 'lodash', version: '4.0.0', requiredVersion: '^4.0.0' },
          { name: 'react', version: '18.0.0', requiredVersion: false },
        ],
        shellProvides,
      ),
    ).toEqual([]);
  });
});

describe('packageOf', () => {
  it('names the package of an entry point', () => {
    expect(packageOf('@vigia/shared/contracts')).toBe('@vigia/shared');
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('@tanstack/react-query')).toBe('@tanstack/react-query');
  });
});

describe('providedVersions', () => {
  it("takes the host's own version of each shared module", () => {
    expect(
      providedVersions('shell', {
        react: [
          { version: '19.3.0', from: 'mfe_auth' },
          { version: '19.2.0', from: 'shell' },
        ],
      }),
    ).toEqual({ react: '19.2.0' });
  });
});

describe('versionSkewPlugin', () => {
  const origin = {
    options: {
      name: 'shell',
      shared: { '@vigia/shared/ui': [{ version: '0.1.0', from: 'shell' }] },
    },
  } as unknown as ModuleFederation;

  function manifest(version: string, requiredVersion: string) {
    return {
      metaData: { buildInfo: { buildVersion: '2.0.0', buildName: '@vigia/mfe-settings' } },
      shared: [{ name: '@vigia/shared/ui', version, requiredVersion }],
    };
  }

  it('refuses an incompatible remote with a message naming it, the range and the version', () => {
    const onManifest = jest.fn();
    const hook = versionSkewPlugin({ onManifest }).afterLoadManifest;
    const args = {
      manifestUrl: 'http://127.0.0.1:4104/mf-manifest.json',
      moduleInfo: { name: 'mfe_settings', entry: 'http://127.0.0.1:4104/mf-manifest.json' },
      manifestJson: manifest('1.0.0', '^1.0.0'),
      origin,
    } as unknown as Parameters<NonNullable<typeof hook>>[0];
    expect(() => hook?.(args)).toThrow(VersionSkewError);
    expect(() => hook?.(args)).toThrow(
      'mfe_settings needs @vigia/shared ^1.0.0, but this shell provides @vigia/shared 0.1.0.',
    );
    expect(onManifest).toHaveBeenCalledWith('mfe_settings', '2.0.0');
  });

  it('lets a compatible remote through', () => {
    const hook = versionSkewPlugin().afterLoadManifest;
    const args = {
      manifestUrl: 'x',
      moduleInfo: { name: 'mfe_settings', entry: 'x' },
      manifestJson: manifest('0.1.3', '^0.1.0'),
      origin,
    } as unknown as Parameters<NonNullable<typeof hook>>[0];
    expect(hook?.(args)).toBe(args);
  });
});
