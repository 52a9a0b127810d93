// Shared facades. A shared module is never tree-shaken (the build that provides it cannot know what
// other builds will take from it), so a whole library shared as a singleton ships whole to every
// visitor: react-router-dom with its server rendering, cookies and sessions; all of react-query.
// Such a library is shared instead as a facade, a module re-exporting only the names listed here:
// still one router and one QueryClient per page, and only what a browser app of Vigía uses.
// FacadeImportsPlugin fails a build that imports a name a facade does not export, so a package
// that needs one more name adds it here (a change of @vigia/shared, which every build shares).
const fs = require('node:fs');
const path = require('node:path');

/**
 * Client routing as Vigía uses it: the declarative router (BrowserRouter, routes as elements or
 * objects), links and the location hooks. No data router (createBrowserRouter, RouterProvider,
 * ScrollRestoration, route errors): with it react-router weighs 32 KB gzip instead of 14, and
 * Vigía uses no loaders, actions or fetchers. No forms, server, RSC, cookie or session API.
 */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'generatePath',
  'matchPath',
  'useHref',
  'useInRouterContext',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRoutes',
  'useSearchParams',
];

/** react-query's client, provider, hooks and option helpers; no hydration or suspense API. */
const REACT_QUERY_EXPORTS = [
  'QueryClient',
  'QueryClientContext',
  'QueryClientProvider',
  'infiniteQueryOptions',
  'keepPreviousData',
  'notifyManager',
  'queryOptions',
  'useInfiniteQuery',
  'useIsFetching',
  'useIsMutating',
  'useMutation',
  'useQueries',
  'useQuery',
  'useQueryClient',
];

function packageDirOf(name, fromDir) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [fromDir] }));
}

/** The ESM entry of a package's main export ('import' condition of its exports map). */
function esmEntry(dir) {
  const pkg = require(path.join(dir, 'package.json'));
  const main = pkg.exports['.'];
  const entry = main.import?.default ?? main.import ?? main.default;
  return path.join(dir, entry);
}

/**
 * The facade modules of one build, written under the package's node_modules/.cache.
 * @param {string} packageDir the package being built
 * @param {{ production: boolean }} options react-router's production or development build
 * @returns {Record<string, { file: string | null, exports: string[] }>} by shared request (file
 *   null: a request no package may import)
 */
function writeFacades(packageDir, { production }) {
  const dir = path.join(packageDir, 'node_modules', '.cache', 'vigia-shared-facades');
  fs.mkdirSync(dir, { recursive: true });

  // react-router-dom is react-router plus the data router's RouterProvider, which Vigía does not use.
  const routerDist = path.join(
    packageDirOf('react-router', packageDirOf('react-router-dom', packageDir)),
    'dist',
    production ? 'production' : 'development',
  );
  const router = path.join(
    dir,
    `react-router-dom.${production ? 'production' : 'development'}.mjs`,
  );
  write(router, [
    `export { ${ROUTER_EXPORTS.join(', ')} } from ${JSON.stringify(path.join(routerDist, 'index.mjs'))};`,
  ]);

  const query = path.join(dir, 'react-query.mjs');
  write(query, [
    `export { ${REACT_QUERY_EXPORTS.join(', ')} } from ${JSON.stringify(
      esmEntry(packageDirOf('@tanstack/react-query', packageDir)),
    )};`,
  ]);

  return {
    'react-router-dom': { file: router, exports: ROUTER_EXPORTS },
    // Not shared: an import of it would bring a second router, whose contexts the page's lacks.
    'react-router': { file: null, exports: [] },
    '@tanstack/react-query': { file: query, exports: REACT_QUERY_EXPORTS },
  };
}

/** Writes only when the content changed, so watch mode does not rebuild for nothing. */
function write(file, lines) {
  const content = `${lines.join('\n')}\n`;
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  fs.writeFileSync(file, content);
}

/** Fails the build on an import of a name (or the namespace) that a facade does not export. */
class FacadeImportsPlugin {
  /** @param {Record<string, { exports: string[] }>} facades by shared request */
  constructor(facades) {
    this.facades = facades;
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    const check = (parser) => {
      parser.hooks.importSpecifier.tap('FacadeImportsPlugin', (statement, source, name) => {
        const facade = this.facades[source];
        if (!facade || (name !== null && facade.exports.includes(name))) return;
        const what = name === null ? `'* as …'` : `'${name}'`;
        const error = new WebpackError(
          facade.file === null
            ? `Import ${what} from react-router-dom, not ${source}: the page has one router, ` +
                `shared as react-router-dom.`
            : `${what} is not exported by Vigía's shared ${source} (a facade: shared modules are ` +
                `not tree-shaken). Import named exports, and add a new one to the list in ` +
                `shared/webpack/facades.cjs.`,
        );
        error.module = parser.state.module;
        error.loc = statement.loc;
        parser.state.module.addError(error);
      });
    };
    compiler.hooks.normalModuleFactory.tap('FacadeImportsPlugin', (factory) => {
      for (const type of ['javascript/auto', 'javascript/esm']) {
        factory.hooks.parser.for(type).tap('FacadeImportsPlugin', check);
      }
    });
  }
}

module.exports = { writeFacades, FacadeImportsPlugin, ROUTER_EXPORTS, REACT_QUERY_EXPORTS };
