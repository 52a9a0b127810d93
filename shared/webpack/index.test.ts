/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createFederatedConfig, sharedModules } = require('./index.cjs') as {
  createFederatedConfig: (options: Record<string, unknown>) => ConfigFactory;
  sharedModules: (
    pkg: { name: string; dependencies?: Record<string, string> },
    dir: string,
    env?: Record<string, string>,
    options?: { eager?: boolean },
  ) => Shared;
};

type Shared = Record<
  string,
  {
    singleton: boolean;
    requiredVersion: string;
    version: string;
    shareKey?: string;
    eager?: boolean;
  }
>;
interface Plugin {
  constructor: { name: string };
  _options?: Record<string, unknown>;
  userOptions?: Record<string, unknown>;
}
interface Config {
  resolve: { alias: Record<string, string> };
  output: { filename: string; chunkFilename: string; publicPath: string; path: string };
  module: { rules: Array<{ include?: string[] }> };
  plugins: Plugin[];
  devServer: {
    host: string;
    port: number;
    historyApiFallback: boolean;
    headers: Record<string, string>;
    proxy: Array<{ context: string[]; target: string }>;
    setupMiddlewares: (middlewares: unknown[]) => Array<{ path?: string }>;
  };
}
type ConfigFactory = (env: unknown, argv: { mode: string }) => Config;

const root = path.resolve(__dirname, '..', '..');

function build(
  name: string,
  dir: string,
  extra: Record<string, unknown> = {},
  mode = 'production',
) {
  return createFederatedConfig({ name, packageDir: path.join(root, dir), port: 3002, ...extra })(
    {},
    { mode },
  );
}

function federation(config: Config): Record<string, unknown> {
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  if (!plugin?._options) throw new Error('no ModuleFederationPlugin');
  return plugin._options;
}

describe('createFederatedConfig', () => {
  const remote = build('mfe_subscriptions', 'mfe-subscriptions', {
    exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
  });
  const host = build('shell', 'shell', { isHost: true, port: 3000 });

  it("resolves React's entry points to Preact in every build, production or not", () => {
    for (const config of [remote, host, build('shell', 'shell', { isHost: true }, 'development')]) {
      const { alias } = config.resolve;
      expect(alias.react$).toBe(path.join(__dirname, 'preact', 'react.mjs'));
      expect(alias['react-dom$']).toBe(path.join(__dirname, 'preact', 'react-dom.mjs'));
      for (const request of [
        'react-dom/client$',
        'react/jsx-runtime$',
        'preact$',
        'preact/hooks$',
      ]) {
        expect(alias[request]).toMatch(/\/node_modules\/preact\//);
      }
    }
  });

  it('builds a federation container with remoteEntry.js, a manifest and no dts', () => {
    const options = federation(remote);
    expect(options).toMatchObject({
      name: 'mfe_subscriptions',
      filename: 'remoteEntry.js',
      manifest: true,
      dts: false,
      remotes: {},
      exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
    });
  });

  it('names entries without a hash and lazy chunks with one', () => {
    expect(remote.output.filename).toBe('[name].js');
    expect(remote.output.chunkFilename).toMatch(/\[contenthash/);
  });

  it("serves remotes from wherever they are ('auto') and the shell from '/'", () => {
    expect(remote.output.publicPath).toBe('auto');
    expect(host.output.publicPath).toBe('/');
    expect(federation(host).exposes).toEqual({});
  });

  it('compiles @vigia/shared sources with swc', () => {
    const includes = remote.module.rules.flatMap((rule) => rule.include ?? []);
    expect(includes).toContain(path.join(root, 'shared', 'src'));
    expect(includes).toContain(path.join(root, 'mfe-subscriptions', 'src'));
  });

  it('emits gzip and brotli copies in production only', () => {
    const names = (config: Config) =>
      config.plugins.filter((p) => p.constructor.name === 'CompressionPlugin').length;
    expect(names(remote)).toBe(2);
    expect(names(build('mfe_settings', 'mfe-settings', {}, 'development'))).toBe(0);
  });

  it('gives dev servers /config.json, the /api proxy, history fallback, and CORS on remotes', () => {
    expect(remote.devServer).toMatchObject({ host: '127.0.0.1', historyApiFallback: true });
    expect(remote.devServer.headers).toMatchObject({ 'Access-Control-Allow-Origin': '*' });
    expect(host.devServer.headers).not.toHaveProperty('Access-Control-Allow-Origin');
    expect(host.devServer.proxy[0]).toMatchObject({
      context: ['/api'],
      target: 'http://127.0.0.1:8080',
    });
    expect(host.devServer.setupMiddlewares([])[0].path).toBe('/config.json');
  });

  it("send pnpm start's security headers, allowing the eval of development builds", () => {
    for (const { devServer } of [host, remote]) {
      expect(devServer.headers).toMatchObject({
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      });
      const csp = String(devServer.headers['Content-Security-Policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:3001 [^;]*'unsafe-eval'/);
    }
  });
});

describe('sharedModules', () => {
  const shellPackage = JSON.parse(
    fs.readFileSync(path.join(root, 'shell', 'package.json'), 'utf8'),
  );
  const shared = sharedModules(shellPackage, path.join(root, 'shell'));

  it('shares the page-wide libraries as singletons with explicit versions', () => {
    for (const name of [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react-router-dom',
      '@tanstack/react-query',
      '@emotion/react',
      'preact',
      'preact/hooks',
    ]) {
      expect(shared[name]).toMatchObject({ singleton: true });
      expect(shared[name].requiredVersion).toMatch(/\d/);
      expect(shared[name].version).toMatch(/^\d+\.\d+\.\d+/);
    }
  });

  it('leaves Firebase to @vigia/shared/auth, the page singleton that alone imports it', () => {
    expect(Object.keys(shared).filter((name) => name.startsWith('firebase'))).toEqual([]);
  });

  it('shares every browser entry of @vigia/shared with an explicit version', () => {
    const { version } = JSON.parse(
      fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'),
    ) as { version: string };
    const [, minor] = version.split('.');
    for (const entry of ['auth', 'api', 'ui', 'query', 'contracts/core', 'contracts']) {
      expect(shared[`@vigia/shared/${entry}`]).toEqual({
        singleton: true,
        version,
        requiredVersion: `^0.${minor}.0`,
      });
    }
    expect(Object.keys(shared).filter((name) => name.startsWith('@vigia/'))).toHaveLength(6);
  });

  it("puts every shared module in the host's entry but the api's models and the data layer, which /login does without", () => {
    const host = sharedModules(shellPackage, path.join(root, 'shell'), {}, { eager: true });
    const lazy = Object.keys(host).filter((name) => !host[name].eager);
    expect(lazy.sort()).toEqual([
      '@tanstack/react-query',
      '@vigia/shared/contracts',
      '@vigia/shared/query',
    ]);
    expect(host['@vigia/shared/contracts/core'].eager).toBe(true);
    expect(Object.values(shared).some((config) => config.eager)).toBe(false);
  });

  it('declares another @vigia/shared version and its major only when VIGIA_SHARED_VERSION asks', () => {
    const skewed = sharedModules(shellPackage, path.join(root, 'shell'), {
      VIGIA_SHARED_VERSION: '1.2.0',
    });
    expect(skewed['@vigia/shared/ui']).toEqual({
      singleton: true,
      version: '1.2.0',
      requiredVersion: '^1.0.0',
    });
    expect(skewed.react).toEqual(shared.react);
  });

  it("shares Chakra's context module (one system per page) instead of its barrel", () => {
    expect(shared['@chakra-ui/react']).toBeUndefined();
    const provider = Object.entries(shared).find(
      ([, config]) => config.shareKey === '@chakra-ui/react/dist/esm/styled-system/provider.js',
    );
    expect(provider?.[0]).toMatch(/@chakra-ui\/react\/dist\/esm\/styled-system\/provider\.js$/);
    expect(provider?.[1]).toMatchObject({ singleton: true, version: '3.37.0' });
  });
});
