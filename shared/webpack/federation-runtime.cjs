// One federation runtime per page. The shell's main.js carries @module-federation/runtime-core and
// hands it to the remotes through the global _FEDERATION_RUNTIME_CORE; a remote's container only
// refers to it (`externalRuntime`), so its remoteEntry.js does not ship a second copy (9 KB gzip)
// to every visitor. A remote's standalone page has no shell before it: it loads the runtime core
// from federation-runtime.<hash>.js, emitted here, before its main.js.
//
// The shell hands over only the names a container of this federation version reads (all of them
// already in the shell's own runtime): the whole namespace, as MF's own
// inject-external-runtime-core-plugin gives it, would cost the shell 17 KB gzip. Every package
// pins @module-federation/enhanced to one version; a new version may read more names, which the
// e2e suites (remotes loaded in the shell) would show at once.
const fs = require('node:fs');
const path = require('node:path');

const GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** What a remote's container (@module-federation/runtime and its bundler runtime) reads. */
const RUNTIME_CORE_NAMES = [
  'CurrentGlobal',
  'Module',
  'ModuleFederation',
  'assert',
  'getGlobalFederationConstructor',
  'getRemoteEntry',
  'getRemoteInfo',
  'helpers',
  'loadScript',
  'loadScriptNode',
  'registerGlobalPlugins',
  'satisfy',
  'setGlobalFederationConstructor',
  'setGlobalFederationInstance',
];

/** The ESM entry of runtime-core as a build's federation runtime resolves it. */
function runtimeCoreEntry(packageDir) {
  let dir = packageDir;
  for (const name of [
    '@module-federation/enhanced',
    '@module-federation/runtime-tools',
    '@module-federation/runtime',
    '@module-federation/runtime-core',
  ]) {
    // These packages' exports hide package.json: from the resolved main file up to the package.
    const main = require.resolve(name, { paths: [dir] });
    const marker = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`;
    dir = main.slice(0, main.lastIndexOf(marker) + marker.length - 1);
  }
  return path.join(dir, 'dist', 'index.js');
}

/**
 * The shell's runtime plugin (ModuleFederationPlugin `runtimePlugins`), written under the
 * package's node_modules/.cache: sets the global before any remote's container starts.
 * @returns {string} its path
 */
function writeHostRuntimePlugin(packageDir) {
  const dir = path.join(packageDir, 'node_modules', '.cache', 'vigia-federation-runtime');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'provide-runtime-core.mjs');
  const content = [
    `import { ${RUNTIME_CORE_NAMES.join(', ')} } from ${JSON.stringify(runtimeCoreEntry(packageDir))};`,
    '',
    `globalThis.${GLOBAL} ??= { ${RUNTIME_CORE_NAMES.join(', ')} };`,
    '',
    'export default function provideRuntimeCore() {',
    "  return { name: 'vigia-provide-runtime-core' };",
    '}',
    '',
  ].join('\n');
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content) {
    fs.writeFileSync(file, content);
  }
  return file;
}

/** The standalone page's copy, as a classic script that sets the global the container reads. */
function buildStandaloneRuntime(packageDir) {
  // Required here, when a build runs: configs are also read by tests in jsdom, where esbuild refuses to load.
  const { buildSync } = require('esbuild');
  const entry = runtimeCoreEntry(packageDir);
  const { outputFiles } = buildSync({
    stdin: {
      contents: [
        `import { ${RUNTIME_CORE_NAMES.join(', ')} } from ${JSON.stringify(entry)};`,
        `globalThis.${GLOBAL} ??= { ${RUNTIME_CORE_NAMES.join(', ')} };`,
      ].join('\n'),
      resolveDir: path.dirname(entry),
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    // Trimmed as the remotes' own builds are (experiments.optimization in index.cjs).
    define: {
      ENV_TARGET: '"web"',
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
      FEDERATION_OPTIMIZE_NO_REMOTE: 'true',
    },
    write: false,
    logLevel: 'silent',
  });
  return outputFiles[0].text;
}

/** Emits federation-runtime.<hash>.js and links it before main.js in the standalone page. */
class StandaloneFederationRuntimePlugin {
  /** @param {{ packageDir: string }} options */
  constructor({ packageDir }) {
    this.packageDir = packageDir;
    this.source = null;
  }

  apply(compiler) {
    const { Compilation, sources, util } = compiler.webpack;
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    compiler.hooks.thisCompilation.tap('StandaloneFederationRuntimePlugin', (compilation) => {
      this.source ??= buildStandaloneRuntime(this.packageDir);
      const hash = util.createHash('sha256').update(this.source).digest('hex').slice(0, 10);
      const file = `federation-runtime.${hash}.js`;
      compilation.hooks.processAssets.tap(
        {
          name: 'StandaloneFederationRuntimePlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => compilation.emitAsset(file, new sources.RawSource(this.source)),
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StandaloneFederationRuntimePlugin',
        (data) => {
          data.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `/${file}` }),
          );
          return data;
        },
      );
    });
  }
}

module.exports = {
  StandaloneFederationRuntimePlugin,
  writeHostRuntimePlugin,
  buildStandaloneRuntime,
  RUNTIME_CORE_NAMES,
};
