// What the shell and every remote share as singletons: one React, one router, one QueryClient,
// one Chakra system, one Firebase Auth instance and one @vigia/shared per page.
const sharedPackage = require('../package.json');

/** Third-party singletons and the package whose range gives each one's `requiredVersion`. */
const THIRD_PARTY = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router-dom', 'react-router-dom'],
  // react-router-dom re-exports react-router: share it too, so a direct import finds the same contexts.
  ['react-router', 'react-router-dom'],
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['@chakra-ui/react', '@chakra-ui/react'],
  ['@emotion/react', '@emotion/react'],
  ['firebase/app', 'firebase'],
  ['firebase/auth', 'firebase'],
];

/** Entry points of @vigia/shared shared with the browser (webpack is Node-only). */
const VIGIA_SHARED_ENTRIES = ['auth', 'api', 'ui', 'i18n', 'contracts', 'domain'];

/**
 * @param {{ dependencies?: Record<string, string> }} pkg the consuming package's package.json
 * @returns {Record<string, { singleton: true, requiredVersion: string, version?: string }>}
 */
function sharedModules(pkg) {
  const deps = pkg.dependencies || {};
  const shared = {};
  for (const [request, owner] of THIRD_PARTY) {
    const range = deps[owner] || (sharedPackage.peerDependencies || {})[owner];
    if (!range) throw new Error(`${pkg.name}: add ${owner} to dependencies (shared singleton)`);
    shared[request] = { singleton: true, requiredVersion: range };
  }
  // A workspace package has no registry range to infer: state its version and the range we accept.
  const [major, minor] = sharedPackage.version.split('.');
  for (const entry of VIGIA_SHARED_ENTRIES) {
    shared[`@vigia/shared/${entry}`] = {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: major === '0' ? `^0.${minor}.0` : `^${major}.0.0`,
    };
  }
  return shared;
}

module.exports = { sharedModules, THIRD_PARTY, VIGIA_SHARED_ENTRIES };
