import { queryRetryDelay, shouldRetryQuery } from '@vigia/shared/api';
import { loadedQueryClient, setPageQueryClient } from '@vigia/shared/auth';
import { createQueryClient, pageQueryClient } from './page-query-client';

describe('createQueryClient', () => {
  it('keeps unused data 5 minutes and uses the retry policy', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(300_000);
    expect(defaults?.retry).toBe(shouldRetryQuery);
    expect(defaults?.retryDelay).toBe(queryRetryDelay);
  });
});

describe('pageQueryClient', () => {
  beforeEach(() => setPageQueryClient(null));

  it('creates one client per page and hands it to auth, which clears it on sign-out', () => {
    expect(loadedQueryClient()).toBeNull();
    const client = pageQueryClient();
    expect(pageQueryClient()).toBe(client);
    expect(loadedQueryClient()).toBe(client);
    expect(client.getDefaultOptions().queries?.retry).toBe(shouldRetryQuery);
  });

  it('adopts a client auth already holds', () => {
    const existing = createQueryClient();
    setPageQueryClient(existing);
    expect(pageQueryClient()).toBe(existing);
  });
});
