// A remote's exposed modules against their contracts in @vigia/shared/contracts: the names its
// webpack.config.cjs exposes, from src/<name>.tsx, and each module's default export (the shape at
// run time; each test file checks the types at compile time with `satisfies`).
import {
  REMOTE_EXPOSES,
  remoteModuleProblem,
  type RemoteExposedModules,
} from '@vigia/shared/contracts';

interface FederationPlugin {
  constructor: { name: string };
  _options?: { name?: string; exposes?: Record<string, string> };
}

export type WebpackConfigFactory = (
  env: unknown,
  argv: { mode: string },
) => { plugins: FederationPlugin[] };

export function describeExposedModules<R extends keyof RemoteExposedModules>(
  remote: R,
  webpackConfig: WebpackConfigFactory,
  exposed: RemoteExposedModules[R],
): void {
  describe(`${remote} exposed modules`, () => {
    it('exposes exactly the names of its contract, from these files', () => {
      const plugin = webpackConfig({}, { mode: 'production' }).plugins.find(
        (candidate) => candidate.constructor.name === 'ModuleFederationPlugin',
      );
      const { name, exposes = {} } = plugin?._options ?? {};
      expect(name).toBe(remote);
      expect(Object.keys(exposes).sort()).toEqual([...REMOTE_EXPOSES[remote]].sort());
      for (const expose of Object.keys(exposed)) {
        expect(exposes[expose]).toBe(`./src/${expose.slice(2)}.tsx`);
      }
    });

    it.each(Object.entries(exposed))('%s satisfies its contract', (expose, module) => {
      expect(remoteModuleProblem(expose as './routes' | './widgets', module)).toBeNull();
    });
  });
}
