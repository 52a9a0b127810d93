function load(): typeof import('./session-storage') {
  let loaded!: typeof import('./session-storage');
  jest.isolateModules(() => {
    loaded = jest.requireActual('./session-storage');
  });
  return loaded;
}

function breakStorage(name: 'localStorage' | 'sessionStorage'): () => void {
  const original = Object.getOwnPropertyDescriptor(window, name);
  Object.defineProperty(window, name, {
    configurable: true,
    get() {
      throw new DOMException('denied', 'SecurityError');
    },
  });
  return () => {
    if (original) Object.defineProperty(window, name, original);
  };
}

describe('session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('writes the four session keys to localStorage', () => {
    const { writeSession } = load();
    writeSession({ userId: 'u1', accessToken: 'tok', refreshToken: 'ref' });
    expect(localStorage.getItem('accessToken')).toBe('tok');
    expect(localStorage.getItem('refreshToken')).toBe('ref');
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(localStorage.getItem('userId')).toBe('u1');
  });

  it('clears the session keys and nothing else', () => {
    const { writeSession, clearSession } = load();
    localStorage.setItem('other', 'kept');
    writeSession({ userId: 'u1', accessToken: 'tok', refreshToken: 'ref' });
    clearSession();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
  });

  it('falls back to sessionStorage when localStorage throws', () => {
    const restore = breakStorage('localStorage');
    try {
      const { writeSession, readSessionValue } = load();
      writeSession({ userId: 'u2', accessToken: 'tok2' });
      expect(sessionStorage.getItem('userId')).toBe('u2');
      expect(readSessionValue('accessToken')).toBe('tok2');
    } finally {
      restore();
    }
  });

  it('falls back to memory when neither web storage works', () => {
    const restoreLocal = breakStorage('localStorage');
    const restoreSession = breakStorage('sessionStorage');
    try {
      const { writeSession, readSessionValue, clearSession } = load();
      writeSession({ userId: 'u3', accessToken: 'tok3' });
      expect(readSessionValue('userId')).toBe('u3');
      clearSession();
      expect(readSessionValue('userId')).toBeNull();
    } finally {
      restoreLocal();
      restoreSession();
    }
    expect(sessionStorage.getItem('userId')).toBeNull();
  });

  it('removes every persisted vigia: cache key from both web storages', () => {
    const { clearPersistedCaches } = load();
    localStorage.setItem('vigia:query-cache:u1', '{}');
    sessionStorage.setItem('vigia:filters', '{}');
    localStorage.setItem('unrelated', 'kept');
    clearPersistedCaches();
    expect(localStorage.getItem('vigia:query-cache:u1')).toBeNull();
    expect(sessionStorage.getItem('vigia:filters')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});
