// mfe_settings's exposed modules against their contracts in @vigia/shared/contracts: the names its
// webpack.config.cjs exposes, and each module's default export (types at compile time, shape at
// run time).
import {
  REMOTE_EXPOSES,
  remoteModuleProblem,
  type RemoteExposedModules,
} from '@vigia/shared/contracts';
import * as routes from './routes';

// Nothing here signs in: keep Firebase (which needs fetch) out of the module graph.
jest.mock('@vigia/shared/auth', () => ({}));

// Compile-time half: `pnpm typecheck` fails if an export drifts from the contract.
const exposed = { './routes': routes } satisfies RemoteExposedModules['mfe_settings'];

interface FederationPlugin {
  constructor: { name: string };
  _options?: { name?: string; exposes?: Record<string, string> };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpackConfig = require('../webpack.config.cjs') as (
  env: unknown,
  argv: { mode: string },
) => { plugins: FederationPlugin[] };

function federationOptions() {
  const plugin = webpackConfig({}, { mode: 'production' }).plugins.find(
    (candidate) => candidate.constructor.name === 'ModuleFederationPlugin',
  );
  return plugin?._options ?? {};
}

describe('mfe_settings exposed modules', () => {
  it('exposes exactly the names of its contract, from these files', () => {
    const { name, exposes = {} } = federationOptions();
    expect(name).toBe('mfe_settings');
    expect(Object.keys(exposes).sort()).toEqual([...REMOTE_EXPOSES.mfe_settings].sort());
    expect(exposes['./routes']).toBe('./src/routes.tsx');
  });

  it.each(Object.entries(exposed))('%s satisfies its contract', (expose, module) => {
    expect(remoteModuleProblem(expose as './routes' | './widgets', module)).toBeNull();
  });
});
