// Vigía renders with Preact behind React's API (the code is written and typed against React 19):
// react-dom alone is ~63 KB gzip, a third of /login's budget; Preact with its compat layer is ~12.
// Every build (webpack/index.cjs) and jest (jest.config.cjs) resolve React's entry points here.
const path = require('node:path');

const preactDir = path.dirname(require.resolve('preact/package.json'));
const preactFile = (request) => require.resolve(request, { paths: [preactDir] });

/** Each React entry point and the module that provides it. */
const REACT_ON_PREACT = {
  react: path.join(__dirname, 'react.mjs'),
  'react-dom': path.join(__dirname, 'react-dom.mjs'),
  'react-dom/client': preactFile('preact/compat/client'),
  'react-dom/server': path.join(__dirname, 'react-dom-server.mjs'),
  'react-dom/test-utils': preactFile('preact/test-utils'),
  'react/jsx-runtime': preactFile('preact/compat/jsx-runtime'),
  'react/jsx-dev-runtime': preactFile('preact/compat/jsx-dev-runtime'),
  // Preact's own entries, for builds whose package does not depend on it (pnpm keeps it private).
  preact: preactFile('preact'),
  'preact/hooks': preactFile('preact/hooks'),
  'preact/compat': preactFile('preact/compat'),
  'preact/jsx-runtime': preactFile('preact/jsx-runtime'),
};

/** The installed Preact version: the page shares `preact` and `preact/hooks` as singletons. */
const PREACT_VERSION = require(path.join(preactDir, 'package.json')).version;

/** webpack's resolve.alias: exact requests only (`react$`), so `react-dom/client` keeps its own. */
function webpackAliases() {
  return Object.fromEntries(Object.entries(REACT_ON_PREACT).map(([k, v]) => [`${k}$`, v]));
}

/** jest's moduleNameMapper. */
function jestModuleNameMapper() {
  return Object.fromEntries(Object.entries(REACT_ON_PREACT).map(([k, v]) => [`^${k}$`, v]));
}

module.exports = { REACT_ON_PREACT, PREACT_VERSION, webpackAliases, jestModuleNameMapper };
