// One jest run covers every package; each package is a project (select one with --selectProjects).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Components are tested on what the page runs: React's API on Preact (shared/webpack/preact).
const { jestModuleNameMapper } = require('./shared/webpack/preact/aliases.cjs');

const web = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/webpack/**/*.test.ts?(x)'],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg)$': '<rootDir>/../jest.file-stub.cjs',
    ...jestModuleNameMapper(),
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(@vigia|preact)/)'],
});

const node = (displayName, testMatch, extra = {}) => ({
  displayName,
  rootDir: '<rootDir>/api',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  testMatch,
  ...extra,
});

/**
 * Repository-wide rules (the lint zones, workspace dependencies): the test files at the root; and
 * the scripts' own modules (`scripts/lib`, plain ESM).
 */
const repo = {
  displayName: 'repo',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  testMatch: ['<rootDir>/*.test.ts', '<rootDir>/scripts/lib/*.test.ts'],
};

module.exports = {
  rootDir: __dirname,
  projects: [
    repo,
    web('shared'),
    web('shell'),
    web('mfe-auth'),
    web('mfe-subscriptions'),
    web('mfe-notifications'),
    web('mfe-settings'),
    node('api', ['<rootDir>/src/**/*.test.ts', '<rootDir>/quality/**/*.test.ts']),
    // The matching quality floor: labelled days on a throw-away PGlite, no other service.
    node('api-quality', ['<rootDir>/quality/**/*.qtest.ts'], {
      setupFiles: ['<rootDir>/test/env-pglite.ts'],
    }),
    node('api-pglite', ['<rootDir>/test/**/*.itest.ts'], {
      globalSetup: '<rootDir>/test/global-setup.ts',
      setupFiles: ['<rootDir>/test/env-pglite.ts'],
    }),
    node('api-postgres', ['<rootDir>/test/**/*.itest.ts'], {
      globalSetup: '<rootDir>/test/global-setup.ts',
      setupFiles: ['<rootDir>/test/env-postgres.ts'],
    }),
  ],
};
