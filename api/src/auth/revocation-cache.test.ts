import { createRevocationCache } from './revocation-cache';

const CUT = new Date('2026-05-01T10:00:00Z');
const LATER_CUT = new Date('2026-05-01T11:00:00Z');

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('createRevocationCache', () => {
  let now: number;
  let stored: Map<string, Date | null>;
  let load: jest.Mock<Promise<Date | null>, [string]>;
  beforeEach(() => {
    now = 1_000_000;
    stored = new Map();
    load = jest.fn(async (uid: string) => stored.get(uid) ?? null);
  });

  it('reads a user once per ttl, then again', async () => {
    const cache = createRevocationCache({ load, ttlMs: 5000, now: () => now });
    await expect(cache.tokensValidAfter('ana')).resolves.toBeNull();
    stored.set('ana', CUT);
    now += 4999;
    await expect(cache.tokensValidAfter('ana')).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);

    now += 1;
    await expect(cache.tokensValidAfter('ana')).resolves.toEqual(CUT);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one read between the requests that arrive while it is on its way', async () => {
    const pending = deferred<Date | null>();
    load.mockReturnValueOnce(pending.promise);
    const cache = createRevocationCache({ load, ttlMs: 5000, now: () => now });
    const both = Promise.all([cache.tokensValidAfter('ana'), cache.tokensValidAfter('ana')]);
    pending.resolve(CUT);
    await expect(both).resolves.toEqual([CUT, CUT]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("sees this process's revocation at once, over a kept time", async () => {
    const cache = createRevocationCache({ load, ttlMs: 5000, now: () => now });
    await cache.tokensValidAfter('ana');
    cache.revoked('ana', LATER_CUT);
    await expect(cache.tokensValidAfter('ana')).resolves.toEqual(LATER_CUT);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never keeps what a read started before a revocation brings back', async () => {
    const stale = deferred<Date | null>();
    load.mockReturnValueOnce(stale.promise);
    const cache = createRevocationCache({ load, ttlMs: 5000, now: () => now });
    const before = cache.tokensValidAfter('ana');
    cache.revoked('ana', LATER_CUT);
    stale.resolve(CUT);
    await expect(before).resolves.toEqual(CUT);
    await expect(cache.tokensValidAfter('ana')).resolves.toEqual(LATER_CUT);
  });

  it('reads on every call with a ttl of 0', async () => {
    const cache = createRevocationCache({ load, ttlMs: 0, now: () => now });
    await cache.tokensValidAfter('ana');
    cache.revoked('ana', CUT);
    stored.set('ana', LATER_CUT);
    await expect(cache.tokensValidAfter('ana')).resolves.toEqual(LATER_CUT);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxUsers, dropping those read longest ago', async () => {
    const cache = createRevocationCache({ load, ttlMs: 5000, maxUsers: 2, now: () => now });
    await cache.tokensValidAfter('a');
    await cache.tokensValidAfter('b');
    await cache.tokensValidAfter('c');
    expect(load).toHaveBeenCalledTimes(3);
    await cache.tokensValidAfter('c');
    await cache.tokensValidAfter('b');
    expect(load).toHaveBeenCalledTimes(3);
    await cache.tokensValidAfter('a');
    expect(load).toHaveBeenCalledTimes(4);
  });
});
