import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { RuntimeConfig } from '@vigia/shared/contracts/core';
import { AppProviders } from '@vigia/shared/ui';
import AuthRoutes from '../routes';

/**
 * The screens whose HTML is drawn at build time, so a first visit paints them before any script
 * runs; the shell's server puts each into the page of its path (scripts/lib/prerendered.mjs).
 * /auth is left out: what it shows depends on its query (?mode=signup).
 */
export const PRERENDERED_SCREENS = {
  '/login': 'login.html',
  '/signup': 'signup.html',
  '/recover-password': 'recover-password.html',
} as const;

/** Nothing a signed-out screen draws depends on these; the page's own /config.json replaces them. */
const BUILD_CONFIG: RuntimeConfig = {
  environment: 'production',
  apiBaseUrl: '/api',
  firebase: { apiKey: 'prerender', authDomain: 'prerender.invalid', projectId: 'prerender' },
  remotes: {},
  overrideOrigins: [],
};

/** The screen at `path` as the page shows it signed out: its markup and the styles it needs. */
export function prerenderScreen(path: keyof typeof PRERENDERED_SCREENS): string {
  return renderToString(
    <AppProviders config={BUILD_CONFIG}>
      <MemoryRouter initialEntries={[path]}>
        <AuthRoutes basePath="/" />
      </MemoryRouter>
    </AppProviders>,
  );
}
