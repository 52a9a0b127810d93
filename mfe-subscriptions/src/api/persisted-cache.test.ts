import { signOutUser } from '@vigia/shared/auth';
import { persistedCache } from './persisted-cache';

// The real sign-out of @vigia/shared/auth, with Firebase's app and sign-out call left out (a
// browser with no session marker does not even load them).
const mockApp = {};
const mockAuth = {};
jest.mock('firebase/app', () => ({ getApps: () => [mockApp], getApp: () => mockApp }));
jest.mock('firebase/auth', () => ({
  getAuth: () => mockAuth,
  signOut: jest.fn(async () => undefined),
}));

/** Copies here hold `{ names }`. */
const pageSchema = {
  safeParse: (raw: unknown) =>
    typeof raw === 'object' && raw !== null && Array.isArray((raw as { names?: unknown }).names)
      ? { success: true as const, data: raw as { names: string[] } }
      : { success: false as const },
};

beforeEach(() => localStorage.clear());

describe('persistedCache', () => {
  it('keeps a copy per user under vigia:cache:<uid>:', () => {
    persistedCache.save('ana', 'list', { names: ['BOE'] }, 1_000);
    expect(persistedCache.load('ana', 'list', pageSchema)).toEqual({
      value: { names: ['BOE'] },
      savedAt: 1_000,
    });
    expect(localStorage.getItem('vigia:cache:ana:list')).not.toBeNull();
  });

  it("never gives one user another's copy", () => {
    persistedCache.save('ana', 'list', { names: ['BOE'] });
    expect(persistedCache.load('bea', 'list', pageSchema)).toBeUndefined();
  });

  it('ignores copies that are not JSON or no longer have the expected shape', () => {
    localStorage.setItem('vigia:cache:ana:broken', '{not json');
    persistedCache.save('ana', 'old', { titles: [] });
    expect(persistedCache.load('ana', 'broken', pageSchema)).toBeUndefined();
    expect(persistedCache.load('ana', 'old', pageSchema)).toBeUndefined();
    expect(persistedCache.load('ana', 'missing', pageSchema)).toBeUndefined();
  });

  it("clears one user's copies, or every copy, and nothing else", () => {
    localStorage.setItem('vigia:sidebarHidden', 'true');
    persistedCache.save('ana', 'a', { names: [] });
    persistedCache.save('bea', 'b', { names: [] });
    persistedCache.clearUser('ana');
    expect(persistedCache.load('ana', 'a', pageSchema)).toBeUndefined();
    expect(persistedCache.load('bea', 'b', pageSchema)).toBeDefined();
    persistedCache.clearAll();
    expect(persistedCache.load('bea', 'b', pageSchema)).toBeUndefined();
    expect(localStorage.getItem('vigia:sidebarHidden')).toBe('true');
  });

  it('is emptied on sign-out, so the next user on this browser starts clean', async () => {
    persistedCache.save('ana', 'list', { names: ['BOE'] });
    await signOutUser();
    expect(persistedCache.load('ana', 'list', pageSchema)).toBeUndefined();
  });

  it('keeps at most 50 copies per user, dropping the oldest', () => {
    for (let index = 0; index < 52; index += 1) {
      persistedCache.save('ana', `page-${index}`, { names: [] }, 1_000 + index);
    }
    persistedCache.save('bea', 'list', { names: [] }, 1);
    expect(persistedCache.load('ana', 'page-0', pageSchema)).toBeUndefined();
    expect(persistedCache.load('ana', 'page-1', pageSchema)).toBeUndefined();
    expect(persistedCache.load('ana', 'page-2', pageSchema)).toBeDefined();
    expect(persistedCache.load('ana', 'page-51', pageSchema)).toBeDefined();
    expect(persistedCache.load('bea', 'list', pageSchema)).toBeDefined();
  });

  it('only warns when the storage refuses the copy', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => persistedCache.save('ana', 'list', { names: [] })).not.toThrow();
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
    warn.mockRestore();
  });
});
