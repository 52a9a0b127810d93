/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const federationRuntime = require('./federation-runtime.cjs') as {
  buildStandaloneRuntime: (packageDir: string) => string;
  writeHostRuntimePlugin: (packageDir: string) => string;
  RUNTIME_CORE_NAMES: string[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createFederatedConfig } = require('./index.cjs') as {
  createFederatedConfig: (options: Record<string, unknown>) => (
    env: unknown,
    argv: { mode: string },
  ) => {
    plugins: Array<{ constructor: { name: string }; _options?: Record<string, unknown> }>;
  };
};

const root = path.resolve(__dirname, '..', '..');
const { buildStandaloneRuntime, writeHostRuntimePlugin, RUNTIME_CORE_NAMES } = federationRuntime;

function federationOptions(name: string, dir: string, extra: Record<string, unknown>) {
  const config = createFederatedConfig({
    name,
    packageDir: path.join(root, dir),
    port: 3002,
    ...extra,
  })({}, { mode: 'production' });
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  return {
    options: plugin?._options ?? {},
    plugins: config.plugins.map((p) => p.constructor.name),
  };
}

describe('one federation runtime per page', () => {
  it("lets a remote's container use the shell's runtime core instead of shipping its own", () => {
    const remote = federationOptions('mfe_auth', 'mfe-auth', {
      exposes: { './routes': './src/routes.tsx' },
    });
    expect(remote.options.experiments).toMatchObject({ externalRuntime: true });
    expect(remote.plugins).toContain('StandaloneFederationRuntimePlugin');

    const host = federationOptions('shell', 'shell', { isHost: true, port: 3000 });
    expect(host.options.experiments).not.toHaveProperty('externalRuntime');
    expect(host.options.runtimePlugins).toEqual([writeHostRuntimePlugin(path.join(root, 'shell'))]);
  });

  it('the shell hands over the names a container reads, from the runtime core it runs itself', () => {
    const file = writeHostRuntimePlugin(path.join(root, 'shell'));
    const source = fs.readFileSync(file, 'utf8');
    const imported = source.match(/^import \{ ([^}]+) \} from "([^"]+)";/m);
    expect(imported?.[1].split(', ')).toEqual(RUNTIME_CORE_NAMES);
    expect(imported?.[2]).toMatch(/@module-federation\/runtime-core\/dist\/index\.js$/);
    expect(source).toContain(
      `globalThis._FEDERATION_RUNTIME_CORE ??= { ${RUNTIME_CORE_NAMES.join(', ')} };`,
    );
  });

  it("a remote's standalone page gets the same names, each defined, from its own script", () => {
    const script = buildStandaloneRuntime(path.join(root, 'mfe-auth'));
    const context = vm.createContext({});
    vm.runInContext('globalThis.self = globalThis; globalThis.window = globalThis;', context);
    vm.runInContext(script, context);
    const core = vm.runInContext('globalThis._FEDERATION_RUNTIME_CORE', context) as Record<
      string,
      unknown
    >;
    expect(Object.keys(core).sort()).toEqual([...RUNTIME_CORE_NAMES].sort());
    for (const name of RUNTIME_CORE_NAMES) expect(core[name]).toBeDefined();
    expect(typeof core.ModuleFederation).toBe('function');
  });

  it('never replaces a runtime core the page already has', () => {
    const context = vm.createContext({});
    vm.runInContext('globalThis._FEDERATION_RUNTIME_CORE = { from: "shell" };', context);
    vm.runInContext(buildStandaloneRuntime(path.join(root, 'mfe-auth')), context);
    expect(vm.runInContext('globalThis._FEDERATION_RUNTIME_CORE.from', context)).toBe('shell');
  });
});
