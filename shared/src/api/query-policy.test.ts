import { ApiError } from './api-error';
import { queryRetryDelay, shouldRetryQuery } from './query-policy';

const apiError = (status: number) => new ApiError({ status, code: 'X', message: 'x' });

describe('shouldRetryQuery', () => {
  it('retries network and server failures 3 times', () => {
    expect(shouldRetryQuery(0, apiError(0))).toBe(true);
    expect(shouldRetryQuery(2, apiError(503))).toBe(true);
    expect(shouldRetryQuery(3, apiError(503))).toBe(false);
    expect(shouldRetryQuery(1, new Error('boom'))).toBe(true);
  });

  it('does not retry a timeout: the screen offers a retry instead', () => {
    const timeout = new ApiError({ status: 0, code: 'TIMEOUT', message: 'x' });
    expect(shouldRetryQuery(0, timeout)).toBe(false);
  });

  it('never retries a 4xx answer', () => {
    expect(shouldRetryQuery(0, apiError(400))).toBe(false);
    expect(shouldRetryQuery(0, apiError(404))).toBe(false);
    expect(shouldRetryQuery(0, apiError(401))).toBe(false);
  });
});

describe('queryRetryDelay', () => {
  it('backs off exponentially from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});
