/**
 * The auth module with Firebase left out: a signed-in token for the api client. Import this file
 * first in a test (before anything importing '@vigia/shared/auth'); jest hoists the mocks.
 */
jest.mock('firebase/app', () => ({}));
jest.mock('firebase/auth', () => ({}));
jest.mock('@vigia/shared/auth', () => ({
  ...jest.requireActual('@vigia/shared/auth'),
  getIdToken: jest.fn(async () => 'test-token'),
  signOutUser: jest.fn(async () => undefined),
  changePassword: jest.fn(async () => undefined),
}));

export {};
