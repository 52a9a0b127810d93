// What the shell and every remote share as singletons: one React, one router, one QueryClient,
// one Chakra system and one @vigia/shared per page. Firebase is not shared: only
// @vigia/shared/auth imports it (lint enforces it), and that module is itself the page's singleton,
// so its one Auth instance is the page's, and Firebase is tree-shaken and downloaded only when a
// session or a sign-in needs it (shared/src/auth/firebase-app.ts).
const path = require('node:path');
const sharedPackage = require('../package.json');
const { PREACT_VERSION } = require('./preact/aliases.cjs');

/**
 * Third-party singletons: [request, the dependency whose range is the requiredVersion, the
 * package (reached through that dependency) whose installed version is provided].
 */
const THIRD_PARTY = [
  ['react', 'react', ['react']],
  ['react/jsx-runtime', 'react', ['react']],
  ['react-dom', 'react-dom', ['react-dom']],
  ['react-dom/client', 'react-dom', ['react-dom']],
  // react-router-dom re-exports react-router, which nobody imports directly (facades.cjs).
  ['react-router-dom', 'react-router-dom', ['react-router-dom']],
  ['@tanstack/react-query', '@tanstack/react-query', ['@tanstack/react-query']],
  ['@emotion/react', '@emotion/react', ['@emotion/react']],
];

/**
 * Chakra UI is not shared as its barrel: a shared module is never tree-shaken, and the barrel is
 * ~310 KB gzip, more than the whole /login budget. Each build keeps only the components it uses,
 * and what must be one per page is shared by resolved path: the module holding ChakraContext
 * (the one system, set by ChakraProvider) and the recipe-props context. Everything else in Chakra
 * is stateless per render (per-component contexts live inside one component tree of one build).
 */
const CHAKRA_SINGLETON_MODULES = ['styled-system/provider.js', 'styled-system/recipe-props.js'];

/**
 * What every Chakra component is built from (the styled factory with Emotion, the recipe
 * contexts, resolved props), shared by file too, so a remote takes the page's copy instead of
 * shipping its own. Not singletons: a build of another Chakra version uses its own. Only modules
 * every build uses (a shared module is provided whole, used or not), and no module that creates
 * or reads a context of a component: Field.Root of one copy and Textarea of another would not see
 * each other (tests/settings.spec.ts finds the bio's textbox by its label).
 */
const CHAKRA_SHARED_MODULES = [
  'styled-system/factory.js',
  'styled-system/create-recipe-context.js',
  'styled-system/create-slot-recipe-context.js',
  'styled-system/use-resolved-props.js',
];

/** Entry points of @vigia/shared shared with the browser (webpack is Node-only). */
const VIGIA_SHARED_ENTRIES = ['auth', 'api', 'ui', 'query', 'contracts/core', 'contracts'];

/**
 * Shared modules a host provides lazily, in a chunk of their own, instead of in its entry; none
 * is on /login:
 * - the api's models (`@vigia/shared/contracts`: zod and every schema, ~17 KB gzip), parsed only
 *   once signed in;
 * - the data layer (`@vigia/shared/query` and react-query, ~12 KB gzip), loaded with the screens
 *   that read data (the header's signed-in part, the signed-in layout, a remote alone).
 * Nothing the shell's first screen runs may import them statically (the page's configuration
 * and the remotes' contracts are `@vigia/shared/contracts/core`; auth reaches the page's
 * QueryClient by reference, `auth/page-query-client.ts`).
 */
const LAZY_IN_HOST = new Set([
  '@vigia/shared/contracts',
  '@vigia/shared/query',
  '@tanstack/react-query',
]);

/** The installed version of the last package of `chain`, each resolved from the one before. */
function installedVersion(chain, fromDir) {
  let dir = fromDir;
  let version = '';
  for (const name of chain) {
    const file = require.resolve(`${name}/package.json`, { paths: [dir] });
    dir = path.dirname(file);
    version = require(file).version;
  }
  return version;
}

/** The range a build built against @vigia/shared `version` accepts: same major (same minor in 0.x). */
function vigiaSharedRange(version) {
  const [major, minor] = version.split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/**
 * @param {{ name: string, dependencies?: Record<string, string> }} pkg the consuming package.json
 * @param {string} packageDir where that package.json is (to find installed versions)
 * @param {{ VIGIA_SHARED_VERSION?: string }} [env] `VIGIA_SHARED_VERSION` builds as if
 *   @vigia/shared were that version (declared version and accepted range): only for testing how a
 *   shell reports a remote built against another @vigia/shared (version skew).
 * @param {{ facades?: Record<string, { file: string }>, eager?: boolean }} [options]
 *   facades: the module a request is provided by (facades.cjs) instead of the whole package;
 *   eager: in the build's entry (the shell: its first screen needs them, so one file instead of
 *   a chunk each, fetched one after the other), all but LAZY_IN_HOST.
 * @returns {Record<string, { singleton?: true, requiredVersion: string, version: string }>}
 */
function sharedModules(pkg, packageDir, env = process.env, { facades = {}, eager = false } = {}) {
  const deps = pkg.dependencies || {};
  const shared = {};
  for (const [request, owner, chain] of THIRD_PARTY) {
    const range = deps[owner] || (sharedPackage.peerDependencies || {})[owner];
    if (!range) throw new Error(`${pkg.name}: add ${owner} to dependencies (shared singleton)`);
    // Deep entries (firebase/auth, react-dom/client) have no package.json of their own: state the
    // version of the package they belong to.
    shared[request] = {
      singleton: true,
      requiredVersion: range,
      version: installedVersion(chain, packageDir),
      ...(facades[request]?.file ? { import: facades[request].file } : {}),
    };
  }
  const chakraRange = deps['@chakra-ui/react'];
  if (!chakraRange) throw new Error(`${pkg.name}: add @chakra-ui/react to dependencies`);
  const chakraPackage = require.resolve('@chakra-ui/react/package.json', { paths: [packageDir] });
  const chakraVersion = require(chakraPackage).version;
  for (const file of CHAKRA_SINGLETON_MODULES) {
    // An absolute key matches every request that resolves to that file, relative ones included.
    shared[path.join(path.dirname(chakraPackage), 'dist', 'esm', file)] = {
      shareKey: `@chakra-ui/react/dist/esm/${file}`,
      singleton: true,
      requiredVersion: chakraRange,
      version: chakraVersion,
    };
  }

  for (const file of CHAKRA_SHARED_MODULES) {
    shared[path.join(path.dirname(chakraPackage), 'dist', 'esm', file)] = {
      shareKey: `@chakra-ui/react/dist/esm/${file}`,
      requiredVersion: chakraRange,
      version: chakraVersion,
    };
  }

  // A workspace package has no registry range to infer: state its version and the range we accept.
  const vigiaVersion = env.VIGIA_SHARED_VERSION || sharedPackage.version;
  if (!/^\d+\.\d+\.\d+/.test(vigiaVersion)) {
    throw new Error(`VIGIA_SHARED_VERSION must be a semver version, not "${vigiaVersion}"`);
  }
  for (const entry of VIGIA_SHARED_ENTRIES) {
    shared[`@vigia/shared/${entry}`] = {
      singleton: true,
      version: vigiaVersion,
      requiredVersion: vigiaSharedRange(vigiaVersion),
    };
  }
  // React's entries above are Preact's compat layer (preact/aliases.cjs), which imports Preact's
  // core: one core per page, or hooks and contexts of two copies would not see each other.
  for (const request of ['preact', 'preact/hooks']) {
    shared[request] = {
      singleton: true,
      requiredVersion: `^${PREACT_VERSION.split('.')[0]}.0.0`,
      version: PREACT_VERSION,
    };
  }
  if (eager) {
    for (const [request, config] of Object.entries(shared)) {
      if (!LAZY_IN_HOST.has(request)) config.eager = true;
    }
  }
  return shared;
}

module.exports = {
  sharedModules,
  vigiaSharedRange,
  THIRD_PARTY,
  VIGIA_SHARED_ENTRIES,
  LAZY_IN_HOST,
  CHAKRA_SINGLETON_MODULES,
};
