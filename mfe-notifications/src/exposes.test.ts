// mfe_notifications's exposed modules against their contracts (see describeExposedModules).
import type { RemoteExposedModules } from '@vigia/shared/contracts';
import { describeExposedModules, type WebpackConfigFactory } from '@vigia/shared/testing';
import * as routes from './routes';
import * as widgets from './widgets';

// Nothing here signs in: keep Firebase (which needs fetch) out of the module graph.
jest.mock('@vigia/shared/auth', () => ({}));

// Compile-time half: `pnpm typecheck` fails if an export drifts from the contract.
const exposed = {
  './routes': routes,
  './widgets': widgets,
} satisfies RemoteExposedModules['mfe_notifications'];

// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpackConfig = require('../webpack.config.cjs') as WebpackConfigFactory;

describeExposedModules('mfe_notifications', webpackConfig, exposed);
