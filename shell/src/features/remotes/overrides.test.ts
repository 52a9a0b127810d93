import { testConfig } from '../../test/renderRoutes';
import {
  clearOverrides,
  isAllowedOrigin,
  OVERRIDES_STORAGE_KEY,
  resolveRemotes,
  withoutOverrideParams,
} from './overrides';

jest.mock('@vigia/shared/auth', () => ({}));
jest.mock('@vigia/shared/api', () => ({}));

beforeEach(() => window.localStorage.clear());

describe('resolveRemotes', () => {
  it('uses the configured manifest URLs', () => {
    expect(resolveRemotes(testConfig, '', window.localStorage)).toEqual([
      { name: 'mfe_auth', url: 'http://127.0.0.1:3001/mf-manifest.json', source: 'config' },
      {
        name: 'mfe_subscriptions',
        url: 'http://127.0.0.1:3002/mf-manifest.json',
        source: 'config',
      },
      {
        name: 'mfe_notifications',
        url: 'http://127.0.0.1:3003/mf-manifest.json',
        source: 'config',
      },
      { name: 'mfe_settings', url: 'http://127.0.0.1:3004/mf-manifest.json', source: 'config' },
    ]);
  });

  it('applies a query-parameter override from an allowed origin and remembers it', () => {
    const search = '?remote.mfe_settings=http://127.0.0.1:4004/mf-manifest.json';
    const remotes = resolveRemotes(testConfig, search, window.localStorage);
    expect(remotes.find((r) => r.name === 'mfe_settings')).toEqual({
      name: 'mfe_settings',
      url: 'http://127.0.0.1:4004/mf-manifest.json',
      source: 'override',
    });
    expect(JSON.parse(window.localStorage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}')).toEqual({
      mfe_settings: 'http://127.0.0.1:4004/mf-manifest.json',
    });
    const later = resolveRemotes(testConfig, '', window.localStorage);
    expect(later.find((r) => r.name === 'mfe_settings')?.source).toBe('override');
  });

  it("takes the issue's one-parameter form, override=<remote>@<url>", () => {
    const search = '?override=mfe_subscriptions@http://127.0.0.1:4102/mf-manifest.json';
    const remotes = resolveRemotes(testConfig, search, window.localStorage);
    expect(remotes.find((r) => r.name === 'mfe_subscriptions')).toEqual({
      name: 'mfe_subscriptions',
      url: 'http://127.0.0.1:4102/mf-manifest.json',
      source: 'override',
    });
  });

  it('forgets every override once cleared', () => {
    resolveRemotes(
      testConfig,
      '?remote.mfe_settings=http://127.0.0.1:4004/mf-manifest.json',
      window.localStorage,
    );
    clearOverrides(window.localStorage);
    const remotes = resolveRemotes(testConfig, '', window.localStorage);
    expect(remotes.every((r) => r.source === 'config')).toBe(true);
  });

  it('forgets an override given an empty value', () => {
    window.localStorage.setItem(
      OVERRIDES_STORAGE_KEY,
      JSON.stringify({ mfe_auth: 'http://127.0.0.1:4001/mf-manifest.json' }),
    );
    const remotes = resolveRemotes(testConfig, '?remote.mfe_auth=', window.localStorage);
    expect(remotes.find((r) => r.name === 'mfe_auth')?.source).toBe('config');
  });

  it('ignores overrides from origins the config does not allow', () => {
    const search = '?remote.mfe_auth=https://evil.example.com/mf-manifest.json';
    const remotes = resolveRemotes(testConfig, search, window.localStorage);
    expect(remotes.find((r) => r.name === 'mfe_auth')?.url).toBe(
      'http://127.0.0.1:3001/mf-manifest.json',
    );
  });

  it('ignores every override in production', () => {
    const search = '?remote.mfe_auth=http://127.0.0.1:4001/mf-manifest.json';
    const remotes = resolveRemotes(
      { ...testConfig, environment: 'production' },
      search,
      window.localStorage,
    );
    expect(remotes.every((r) => r.source === 'config')).toBe(true);
    expect(window.localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });
});

describe('withoutOverrideParams', () => {
  it('drops both override forms and keeps the rest', () => {
    expect(
      withoutOverrideParams('?a=1&remote.mfe_auth=http://x/m.json&override=mfe_settings@http://y'),
    ).toBe('?a=1');
    expect(withoutOverrideParams('?remote.mfe_auth=x')).toBe('');
  });
});

describe('isAllowedOrigin', () => {
  it('matches a port wildcard and exact origins only', () => {
    expect(isAllowedOrigin('http://127.0.0.1:4004/x.json', ['http://127.0.0.1:*'])).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1.evil.com/x.json', ['http://127.0.0.1:*'])).toBe(false);
    expect(isAllowedOrigin('https://cdn.example.com/a', ['https://cdn.example.com'])).toBe(true);
    expect(isAllowedOrigin('not a url', ['*'])).toBe(false);
  });
});
