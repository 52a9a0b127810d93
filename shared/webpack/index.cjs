// The one webpack + Module Federation configuration of every Vigía front end (shell and remotes).
// Usage in a package's webpack.config.cjs:
//   module.exports = createFederatedConfig({ name: 'mfe_x', packageDir: __dirname, port: 3002,
//     exposes: { './routes': './src/routes.tsx' } });
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./shared-modules.cjs');
const { writeFacades, FacadeImportsPlugin } = require('./facades.cjs');
const { htmlTemplate } = require('./html.cjs');
const { webpackAliases } = require('./preact/aliases.cjs');
const {
  StandaloneFederationRuntimePlugin,
  writeHostRuntimePlugin,
} = require('./federation-runtime.cjs');

const repoRoot = path.resolve(__dirname, '..', '..');

// webpack's own minimizer package (a dependency of webpack, reached through it), run with SWC:
// several times faster than terser on the Chakra chunk, for about the same size.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', {
    paths: [path.dirname(require.resolve('webpack/package.json'))],
  }),
);
const sharedSrc = path.resolve(__dirname, '..', 'src');
const API_TARGET = process.env.VIGIA_API_TARGET || 'http://127.0.0.1:8080';

/**
 * react-router 7 publishes a production build but its package exports only the development one
 * (warnings included): point production bundles at dist/production.
 */
function reactRouterProductionAliases(packageDir) {
  const dom = require.resolve('react-router-dom/package.json', { paths: [packageDir] });
  const routerPkg = require.resolve('react-router/package.json', { paths: [path.dirname(dom)] });
  const dist = path.join(path.dirname(routerPkg), 'dist', 'production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

function swcRule(isProduction) {
  return {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: false } },
        target: 'es2022',
      },
      sourceMaps: !isProduction,
    },
  };
}

function compressionPlugins() {
  const test = /\.(js|css|html|json|svg|txt)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', minRatio: 0.9 }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      minRatio: 0.9,
    }),
  ];
}

/** Serves the same /config.json as `pnpm start` (scripts/runtime-config.cjs) on every dev server. */
function runtimeConfigMiddleware() {
  return {
    name: 'vigia-runtime-config',
    path: '/config.json',
    middleware: (_req, res) => {
      // Re-read on each request so a changed environment or script needs no dev-server restart.
      const modulePath = require.resolve(path.join(repoRoot, 'scripts', 'runtime-config.cjs'));
      delete require.cache[modulePath];
      const { buildRuntimeConfig } = require(modulePath);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end(JSON.stringify(buildRuntimeConfig()));
    },
  };
}

/** The headers `pnpm start` serves (scripts/security-headers.cjs), allowing webpack's eval. */
function devSecurityHeaders() {
  const { buildRuntimeConfig } = require(path.join(repoRoot, 'scripts', 'runtime-config.cjs'));
  const { securityHeaders } = require(path.join(repoRoot, 'scripts', 'security-headers.cjs'));
  return securityHeaders(buildRuntimeConfig(), { dev: true });
}

/**
 * Integration-testing builds, without touching the sources: wrappers of a remote's exposed modules
 * generated under the package's node_modules/.cache.
 *   banner: `./routes` shows this text (role 'note') above the remote's screens.
 *   fault 'render': `./routes` throws while rendering, and so does the first widget of
 *   `./widgets` (the others render), each with the message 'Fallo de prueba en <name>'.
 */
function testExposes(packageDir, name, exposes, { banner, fault }) {
  if ((!banner && !fault) || !exposes) return exposes;
  if (fault && fault !== 'render')
    throw new Error(`VIGIA_BUILD_FAULT: only 'render', not "${fault}"`);
  const dir = path.join(packageDir, 'node_modules', '.cache', 'vigia-test-exposes');
  fs.mkdirSync(dir, { recursive: true });
  const result = { ...exposes };
  const thrower = [
    'function Fault() {',
    `  throw new Error(${JSON.stringify(`Fallo de prueba en ${name}`)});`,
    '}',
  ];
  if (exposes['./routes']) {
    const file = path.join(dir, 'routes.js');
    const target = path.resolve(packageDir, exposes['./routes']);
    const note = banner
      ? `createElement('p', { role: 'note', 'data-testid': 'build-banner' }, ${JSON.stringify(banner)}),`
      : '';
    fs.writeFileSync(
      file,
      [
        "import { createElement, Fragment } from 'react';",
        `import Routes from ${JSON.stringify(target)};`,
        ...thrower,
        'export default function TestBuildRoutes(props) {',
        `  return createElement(Fragment, null, ${note}`,
        `    createElement(${fault ? 'Fault' : 'Routes'}, props));`,
        '}',
        '',
      ].join('\n'),
    );
    result['./routes'] = file;
  }
  if (fault && exposes['./widgets']) {
    const file = path.join(dir, 'widgets.js');
    const target = path.resolve(packageDir, exposes['./widgets']);
    fs.writeFileSync(
      file,
      [
        `import widgets from ${JSON.stringify(target)};`,
        ...thrower,
        'export default Object.fromEntries(',
        '  Object.entries(widgets).map(([key, Widget], index) => [key, index === 0 ? Fault : Widget]),',
        ');',
        '',
      ].join('\n'),
    );
    result['./widgets'] = file;
  }
  return result;
}

/**
 * Environment the factory honours (all optional):
 *   VIGIA_OUTPUT_DIR      build into this folder instead of <package>/dist (a copy to serve elsewhere)
 *   VIGIA_BUILD_BANNER    text shown above a remote's screens (see testExposes)
 *   VIGIA_BUILD_FAULT     'render': the remote's screens and first widget throw (see testExposes)
 *   VIGIA_SHARED_VERSION  build as if @vigia/shared were this version (see shared-modules.cjs)
 *   MF_BUILD_VERSION      the version written in mf-manifest.json (read by Module Federation itself)
 *
 * @param {{
 *   name: string,                      // federation container name, e.g. 'shell' or 'mfe_auth'
 *   packageDir: string,                // the package folder (its package.json gives versions)
 *   port: number,                      // dev-server port
 *   exposes?: Record<string, string>,  // remotes: { './routes': './src/routes.tsx', … }
 *   isHost?: boolean,                  // the shell
 *   title?: string,                    // <title> of the (standalone) page
 * }} options
 */
function createFederatedConfig({ name, packageDir, port, exposes, isHost = false, title }) {
  const pkg = require(path.join(packageDir, 'package.json'));
  const pageTitle = title || (isHost ? 'Vigía — Notificaciones Inteligentes' : `Vigía · ${name}`);

  return (_env, argv = {}) => {
    const isProduction = (argv.mode || process.env.NODE_ENV) === 'production';
    const facades = writeFacades(packageDir, { production: isProduction });
    const outputDir = process.env.VIGIA_OUTPUT_DIR
      ? path.resolve(process.env.VIGIA_OUTPUT_DIR)
      : path.join(packageDir, 'dist');
    return {
      mode: isProduction ? 'production' : 'development',
      context: packageDir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: isProduction ? false : 'eval-cheap-module-source-map',
      output: {
        path: outputDir,
        // The federation runtime cannot take a hash in an entry's name: entries keep '[name].js'
        // (the page links main.js with a per-build query string, see HtmlWebpackPlugin `hash`;
        // remoteEntry.js is always revalidated). Lazy chunks carry their content hash.
        filename: '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
        alias: {
          ...webpackAliases(),
          ...(isProduction ? reactRouterProductionAliases(packageDir) : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            // @vigia/shared is a workspace symlink resolving to ../shared/src: compile it too.
            include: [path.join(packageDir, 'src'), sharedSrc],
            use: swcRule(isProduction),
          },
          {
            test: /\.(png|jpe?g|gif|svg|webp)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes:
            testExposes(packageDir, name, exposes, {
              banner: process.env.VIGIA_BUILD_BANNER,
              fault: process.env.VIGIA_BUILD_FAULT,
            }) || {},
          remotes: {}, // the shell registers remotes at run time from /config.json
          runtimePlugins: isHost ? [writeHostRuntimePlugin(packageDir)] : [],
          shared: sharedModules(pkg, packageDir, process.env, { facades, eager: isHost }),
          // Reuse what the page already loaded; never fetch every remote up front to compare versions.
          shareStrategy: 'loaded-first',
          // Trim the federation runtime each container ships: browser only; a remote consumes no
          // remotes, so it needs neither remote loading nor manifest snapshots (the host's
          // runtime reads the manifests). One runtime core per page: the shell's, handed to the
          // remotes (federation-runtime.cjs).
          experiments: isHost
            ? { optimization: { target: 'web' } }
            : {
                optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
                externalRuntime: true,
              },
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          templateContent: htmlTemplate({
            title: pageTitle,
            preloadConfig: true,
            skeleton: isHost,
          }),
          chunks: ['main'],
          // Absolute so deep links (/subscriptions/types) of a standalone remote find main.js.
          publicPath: '/',
          scriptLoading: 'defer',
          // main.js?<build hash>: a new build is a new URL, so a long-cached main.js never goes stale.
          hash: isProduction,
          // html-webpack-plugin's own production settings, keeping the skeleton's screen marks.
          minify: isProduction && {
            collapseWhitespace: true,
            keepClosingSlash: true,
            removeComments: true,
            ignoreCustomComments: [/^\/?screen$/],
            removeRedundantAttributes: true,
            removeScriptTypeAttributes: true,
            removeStyleLinkTypeAttributes: true,
            useShortDoctype: true,
          },
        }),
        new FacadeImportsPlugin(facades),
        ...(isHost ? [] : [new StandaloneFederationRuntimePlugin({ packageDir })]),
        ...(isProduction ? compressionPlugins() : []),
      ],
      optimization: {
        // One runtime per container: federation needs it.
        runtimeChunk: false,
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            terserOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
            extractComments: false,
          }),
        ],
        moduleIds: isProduction ? 'deterministic' : 'named',
        chunkIds: isProduction ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      stats: isProduction ? 'errors-warnings' : 'minimal',
      devServer: {
        host: '127.0.0.1',
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        headers: {
          ...devSecurityHeaders(),
          ...(isHost ? {} : { 'Access-Control-Allow-Origin': '*' }),
        },
        proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: false }],
        setupMiddlewares: (middlewares) => {
          middlewares.unshift(runtimeConfigMiddleware());
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createFederatedConfig, sharedModules };
