// The lint zones (eslint.boundaries.mjs) fire: `pnpm lint`'s own configuration, run by ESLint's
// Node API over small sources placed, by their file path, inside each zone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = __dirname;

interface Case {
  filePath: string;
  source: string;
}

/** The `no-restricted-imports` messages of each case, from eslint.config.mjs as `pnpm lint` runs it. */
function restrictedImports(cases: Case[]): string[][] {
  // ESLint loads its configuration with import(), which jest's module system does not run.
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const answers = [];
    for (const { filePath, source } of JSON.parse(process.env.LINT_CASES)) {
      const [result] = await eslint.lintText(source, { filePath });
      answers.push(
        result.messages
          .filter((message) => message.ruleId === 'no-restricted-imports')
          .map((message) => message.message),
      );
    }
    process.stdout.write(JSON.stringify(answers));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, LINT_CASES: JSON.stringify(cases) },
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}

const importing = (filePath: string, specifier: string): Case => ({
  filePath,
  source: `import * as imported from '${specifier}';\nexport { imported };\n`,
});

const REMOTE = 'is a remote: it imports no other remote, nor the shell, nor the api';
const SHELL = 'The shell loads the remotes at run time';
const SHARED = '@vigia/shared is the kernel every package builds on';
const API = 'The api takes only @vigia/shared/contracts from the front end';
const BY_PATH = 'never …/shared/src/… by path';
const PREACT = 'renders with Preact behind React’s API';

const violations: Array<[string, Case, string]> = [
  [
    'a remote importing another remote by name',
    importing('mfe-settings/src/features/profile/X.tsx', '@vigia/mfe-auth'),
    `mfe-settings ${REMOTE}`,
  ],
  [
    'a remote importing another remote by path',
    importing('mfe-settings/src/features/profile/X.tsx', '../../../../mfe-auth/src/routes'),
    `mfe-settings ${REMOTE}`,
  ],
  [
    'a remote importing the shell',
    importing('mfe-notifications/src/widgets.tsx', '../../shell/src/app/App'),
    `mfe-notifications ${REMOTE}`,
  ],
  [
    'a remote importing the api',
    importing('mfe-subscriptions/src/features/form/X.tsx', '../../../../api/src/app'),
    `mfe-subscriptions ${REMOTE}`,
  ],
  [
    'the shell importing a remote',
    importing('shell/src/features/dashboard/X.tsx', '@vigia/mfe-subscriptions/src/widgets'),
    SHELL,
  ],
  [
    'shared importing a remote',
    importing('shared/src/ui/X.tsx', '../../../mfe-settings/src/routes'),
    SHARED,
  ],
  ['shared importing the shell', importing('shared/src/api/x.ts', '@vigia/shell'), SHARED],
  [
    'the api importing a UI entry of shared',
    importing('api/src/features/users/x.ts', '@vigia/shared/ui'),
    API,
  ],
  ['the api importing shared whole', importing('api/src/app.ts', '@vigia/shared'), API],
  [
    'the api importing shared by path',
    importing('api/src/features/users/x.ts', '../../../../shared/webpack/index.cjs'),
    API,
  ],
  [
    'a remote importing shared/src by path',
    importing('mfe-settings/src/features/x.test.tsx', '../../../shared/src/testing/mock-auth'),
    BY_PATH,
  ],
  [
    'a remote importing a React 19 hook Preact does not have',
    {
      filePath: 'mfe-settings/src/features/profile/X.tsx',
      source:
        "import { useState, useActionState } from 'react';\nexport { useState, useActionState };\n",
    },
    PREACT,
  ],
  [
    'the shell importing a react-dom API Preact does not have',
    {
      filePath: 'shell/src/app/X.tsx',
      source: "import { useFormStatus } from 'react-dom';\nexport { useFormStatus };\n",
    },
    PREACT,
  ],
  [
    'e2e importing shared/src by path',
    importing('e2e/tests/x.spec.ts', '../../shared/src/ui'),
    BY_PATH,
  ],
];

const allowed: Array<[string, Case]> = [
  ['a remote using an entry of shared', importing('mfe-settings/src/x.tsx', '@vigia/shared/ui')],
  [
    'a remote using its own api folder',
    importing('mfe-subscriptions/src/features/list/X.tsx', '../../api'),
  ],
  [
    'shared using its own api folder',
    importing('shared/src/ui/providers/X.tsx', '../../api/query-client'),
  ],
  ['the api using the contracts', importing('api/src/app.ts', '@vigia/shared/contracts')],
  ['e2e using the testing entry', importing('e2e/tests/x.spec.ts', '@vigia/shared/testing/images')],
];

describe('lint zones (eslint.config.mjs)', () => {
  let answers: string[][];
  beforeAll(() => {
    answers = restrictedImports([
      ...violations.map(([, lintCase]) => lintCase),
      ...allowed.map(([, lintCase]) => lintCase),
    ]);
  }, 60_000);

  it.each(violations.map(([name, , message], index) => [name, message, index] as const))(
    'refuses %s',
    (_name, message, index) => {
      expect(answers[index]).toHaveLength(1);
      expect(answers[index][0]).toContain(message);
    },
  );

  it.each(allowed.map(([name], index) => [name, violations.length + index] as const))(
    'lets through %s',
    (_name, index) => {
      expect(answers[index]).toEqual([]);
    },
  );
});

describe('workspace dependencies', () => {
  const workspaces = [
    'shell',
    'mfe-auth',
    'mfe-subscriptions',
    'mfe-notifications',
    'mfe-settings',
    'shared',
    'api',
    'e2e',
  ];

  function sourceFiles(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (['node_modules', 'dist', '.test-out'].includes(entry.name)) return [];
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name) ? [full] : [];
    });
  }

  it.each(workspaces)('%s declares every @vigia package it imports', (workspace) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const declared = new Set([
      pkg.name,
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.devDependencies ?? {}),
    ]);
    const imported = new Set<string>();
    for (const file of sourceFiles(path.join(root, workspace))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, name] of text.matchAll(
        /(?:from |import\(|require\()\s*['"](@vigia\/[a-z-]+)/g,
      )) {
        imported.add(name);
      }
    }
    expect([...imported].filter((name) => !declared.has(name))).toEqual([]);
  });
});
