import { testConfig } from '../../test/renderRoutes';
import { preloadFirstScreen } from './preloadFirstScreen';

jest.mock('@vigia/shared/auth', () => ({}));
jest.mock('@vigia/shared/api', () => ({}));
jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../../test/mockFederation').federationModule,
);

function at(path: string): Location {
  const url = new URL(path, 'http://127.0.0.1:3000');
  return { pathname: url.pathname, search: url.search } as Location;
}

function preloads() {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (link) => ({ href: link.href, as: link.as, crossOrigin: link.crossOrigin }),
  );
}

beforeEach(() => {
  document.head.innerHTML = '';
  window.localStorage.clear();
});

describe('preloadFirstScreen', () => {
  it("asks for the auth remote's manifest on /login, and not for its entry", () => {
    preloadFirstScreen(testConfig, at('/login'));
    expect(preloads()).toEqual([
      { href: 'http://127.0.0.1:3001/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });

  it("asks for both widgets' remotes on /dashboard, once however often it is called", () => {
    preloadFirstScreen(testConfig, at('/dashboard'));
    preloadFirstScreen(testConfig, at('/dashboard'));
    expect(preloads().map((link) => link.href)).toEqual([
      'http://127.0.0.1:3003/mf-manifest.json',
      'http://127.0.0.1:3002/mf-manifest.json',
    ]);
  });

  it('follows an override, as the shell will', () => {
    preloadFirstScreen(
      testConfig,
      at('/settings?override=mfe_settings@http://127.0.0.1:4104/mf-manifest.json'),
    );
    expect(preloads().map((link) => link.href)).toEqual(['http://127.0.0.1:4104/mf-manifest.json']);
  });

  it('asks for nothing on a page of the shell alone, or with an invalid configuration', () => {
    preloadFirstScreen(testConfig, at('/'));
    preloadFirstScreen({ remotes: 'nowhere' }, at('/login'));
    expect(preloads()).toEqual([]);
  });
});
