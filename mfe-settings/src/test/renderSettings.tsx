import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi } from '@vigia/shared/api';
import {
  NOTIFICATION_SETTINGS_DEFAULTS,
  PROFILE_DEFAULTS,
  type Profile,
} from '@vigia/shared/contracts';
import { ok, stubApi, type StubRoute } from '@vigia/shared/testing';
import {
  createTestQueryClient,
  CurrentLocation,
  TestProviders,
} from '@vigia/shared/testing/providers';
import SettingsRoutes from '../routes';

/** The profile the api answers for the test user, with any fields changed. */
export function apiProfile(changes: Partial<Profile> = {}): Profile {
  return {
    id: 'user-a',
    email: 'ana@example.com',
    avatar: null,
    ...PROFILE_DEFAULTS,
    notificationSettings: { ...NOTIFICATION_SETTINGS_DEFAULTS },
    instantNotificationsAvailable: false,
    notificationEmailVerified: false,
    lastLogin: null,
    lastNotification: null,
    name: 'Ana',
    firstName: 'Ana',
    lastName: 'Pérez',
    bio: 'Sigo el BOE.',
    emailVerified: true,
    subscriptionCount: 2,
    notificationCount: 5,
    ...changes,
  };
}

/**
 * An api holding one profile: GET answers it, PATCH merges a change into it (settings field by
 * field) and answers it. `routes` add to or replace those.
 */
export function stubProfileApi(
  initial: Profile = apiProfile(),
  routes: Record<string, StubRoute> = {},
) {
  let stored = initial;
  return stubApi({
    'GET /v1/users/profile': () => ok({ profile: stored }),
    'PATCH /v1/users/profile': ({ body }) => {
      const change = body as Partial<Profile>;
      stored = {
        ...stored,
        ...change,
        notificationSettings: { ...stored.notificationSettings, ...change.notificationSettings },
      };
      return ok({ profile: stored });
    },
    ...routes,
  });
}

/** /settings as the shell mounts it, with the real providers; /login beside it. */
export function renderSettings({
  signOut = async () => undefined,
  advanceTimers,
}: {
  signOut?: () => Promise<void>;
  /** With jest's fake timers: `jest.advanceTimersByTime`. */
  advanceTimers?: (ms: number) => void;
} = {}) {
  configureApi({ baseUrl: '/api' });
  const client = createTestQueryClient();
  const events = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <TestProviders client={client} signOut={signOut}>
      <MemoryRouter initialEntries={['/settings']}>
        <Routes>
          <Route path="/settings/*" element={<SettingsRoutes basePath="/settings" />} />
          <Route path="/login" element={<p>Iniciar Sesión</p>} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </TestProviders>,
  );
  return { user: events, client, ...view };
}
