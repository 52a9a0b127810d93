// The layout rules as lint zones (ARCHITECTURE.md, '@vigia/shared', round 2): what each package may
// import of the others. One `no-restricted-imports` per zone, since a later config for the same
// files would replace an earlier one's patterns. eslint.config.test.ts shows each one firing.

const REMOTES = ['mfe-auth', 'mfe-subscriptions', 'mfe-notifications', 'mfe-settings'];

/** `…/shared/src/…` by path, from anywhere: @vigia/shared is used through its entry points. */
const SHARED_SRC = {
  regex: '(^|/)shared/src(/|$)',
  message:
    'Import @vigia/shared through its entry points (contracts, api, auth, ui, testing…), never …/shared/src/… by path.',
};

/**
 * Another package of the repo, by its name or by a relative path into its folder. The api's folder
 * is told by its src/ or test/, since remotes and shared have api/ folders of their own.
 */
function packagePatterns(packages, message) {
  const names = packages.map((name) => (name === 'api' ? 'api/(src|test)' : name)).join('|');
  return [
    { regex: `^@vigia/(${packages.join('|')})(/|$)`, message },
    { regex: `^(\\.\\./)+(${names})(/|$)`, message },
  ];
}

function zone(files, patterns, paths = []) {
  return {
    files,
    rules: { 'no-restricted-imports': ['error', { paths, patterns: [...patterns, SHARED_SRC] }] },
  };
}

/**
 * React 19's names that Preact's compat layer, which renders Vigía's front end (README,
 * Architecture), does not have: imported, they would be undefined at run time.
 */
const NOT_ON_PREACT = [
  {
    name: 'react',
    importNames: ['useActionState', 'useOptimistic', 'cache', 'Activity', 'captureOwnerStack'],
  },
  {
    name: 'react-dom',
    importNames: ['useFormStatus', 'requestFormReset', 'preload', 'preinit', 'preconnect'],
  },
].map((restriction) => ({
  ...restriction,
  message:
    'The front end renders with Preact behind React’s API (README, Architecture), whose compat layer has no such export.',
}));

const frontEndZones = [
  ...REMOTES.map((remote) =>
    zone(
      [`${remote}/**/*.{ts,tsx,mts,cts,js,mjs,cjs}`],
      packagePatterns(
        [...REMOTES.filter((other) => other !== remote), 'shell', 'api'],
        `${remote} is a remote: it imports no other remote, nor the shell, nor the api. Remotes talk through @vigia/shared and the URL.`,
      ),
      NOT_ON_PREACT,
    ),
  ),
  zone(
    ['shell/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    packagePatterns(
      [...REMOTES, 'api'],
      'The shell loads the remotes at run time (Module Federation), never by import; it imports no api code either.',
    ),
    NOT_ON_PREACT,
  ),
  zone(
    ['shared/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    packagePatterns(
      [...REMOTES, 'shell', 'api', 'e2e'],
      '@vigia/shared is the kernel every package builds on: it imports no remote, no shell, no api.',
    ),
    NOT_ON_PREACT,
  ),
];

const API_MESSAGE =
  'The api takes only @vigia/shared/contracts from the front end (zod schemas and pure rules), never React, Firebase or a screen.';

const apiZone = zone(
  ['api/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
  [
    { regex: '^@vigia/shared(?!/contracts$)(/.*)?$', message: API_MESSAGE },
    { regex: '^(\\.\\./)+shared(/|$)', message: API_MESSAGE },
    ...packagePatterns([...REMOTES, 'shell'], API_MESSAGE),
  ],
);

/** Everything else (e2e, scripts, root files) keeps to the entry points of @vigia/shared. */
const restZone = zone(
  ['{e2e,scripts}/**/*.{ts,tsx,mts,cts,js,mjs,cjs}', '*.{ts,mts,js,mjs,cjs}'],
  [],
);

export const boundaryZones = [...frontEndZones, apiZone, restZone];
