import {
  AuthError,
  bearerToken,
  createTokenVerifier,
  type DecodedIdTokenLike,
  type IdTokenDecoder,
} from './verify-token';

const NOW_S = 1_800_000_000;

function claims(overrides: Partial<DecodedIdTokenLike> = {}): DecodedIdTokenLike {
  return {
    uid: 'user-1',
    email: 'ana@example.com',
    email_verified: true,
    name: 'Ana',
    auth_time: NOW_S - 600,
    iat: NOW_S - 60,
    exp: NOW_S + 3000,
    ...overrides,
  };
}

function fakeDecoder(byToken: Record<string, DecodedIdTokenLike | Error>) {
  const decode = jest.fn<ReturnType<IdTokenDecoder>, Parameters<IdTokenDecoder>>(async (token) => {
    const result = byToken[token];
    if (!result) throw Object.assign(new Error('bad'), { code: 'auth/argument-error' });
    if (result instanceof Error) throw result;
    return result;
  });
  return decode;
}

async function authErrorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AuthError) return error.code;
    throw error;
  }
  throw new Error('expected an AuthError');
}

describe('bearerToken', () => {
  it('takes the token of a Bearer header, whatever the case of the scheme', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
  });

  it.each([
    undefined,
    '',
    'Bearer',
    'Bearer ',
    'Basic abc',
    'abc',
    'Bearer a b',
    'Bearer undefined',
    'Bearer null',
  ])('refuses %p with MISSING_HEADERS', (header) => {
    expect(() => bearerToken(header)).toThrow(expect.objectContaining({ code: 'MISSING_HEADERS' }));
  });
});

describe('createTokenVerifier', () => {
  let now: number;
  beforeEach(() => {
    now = NOW_S * 1000;
  });

  it('returns the claims the api uses', async () => {
    const verifier = createTokenVerifier({ decode: fakeDecoder({ t1: claims() }), now: () => now });
    await expect(verifier.verifyAuthorization('Bearer t1')).resolves.toEqual({
      uid: 'user-1',
      email: 'ana@example.com',
      emailVerified: true,
      name: 'Ana',
      picture: null,
      authTime: NOW_S - 600,
      issuedAt: NOW_S - 60,
      expiresAt: NOW_S + 3000,
    });
  });

  it('verifies a token once and serves it from the cache until it expires', async () => {
    const decode = fakeDecoder({ t1: claims() });
    const verifier = createTokenVerifier({ decode, now: () => now });
    await verifier.verify('t1');
    await verifier.verify('t1');
    expect(decode).toHaveBeenCalledTimes(1);

    now = (NOW_S + 3000) * 1000;
    await expect(authErrorOf(verifier.verify('t1'))).resolves.toBe('TOKEN_EXPIRED');
    expect(decode).toHaveBeenCalledTimes(2);
  });

  it('keeps at most cacheSize tokens, dropping the least recently used', async () => {
    const decode = fakeDecoder({
      a: claims({ uid: 'a' }),
      b: claims({ uid: 'b' }),
      c: claims({ uid: 'c' }),
    });
    const verifier = createTokenVerifier({ decode, cacheSize: 2, now: () => now });
    await verifier.verify('a');
    await verifier.verify('b');
    await verifier.verify('a');
    await verifier.verify('c');
    expect(decode).toHaveBeenCalledTimes(3);
    await verifier.verify('a');
    expect(decode).toHaveBeenCalledTimes(3);
    await verifier.verify('b');
    expect(decode).toHaveBeenCalledTimes(4);
  });

  it('does not cache with cacheSize 0', async () => {
    const decode = fakeDecoder({ t1: claims() });
    const verifier = createTokenVerifier({ decode, cacheSize: 0, now: () => now });
    await verifier.verify('t1');
    await verifier.verify('t1');
    expect(decode).toHaveBeenCalledTimes(2);
  });

  it("maps Firebase's expired and ended sessions to TOKEN_EXPIRED, other refusals to UNAUTHORIZED", async () => {
    const expired = Object.assign(new Error('expired'), { code: 'auth/id-token-expired' });
    const revoked = Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
    const disabled = Object.assign(new Error('disabled'), { code: 'auth/user-disabled' });
    const badSignature = Object.assign(new Error('sig'), { code: 'auth/argument-error' });
    const verifier = createTokenVerifier({
      decode: fakeDecoder({ old: expired, revoked, disabled, forged: badSignature }),
      now: () => now,
    });
    await expect(authErrorOf(verifier.verify('old'))).resolves.toBe('TOKEN_EXPIRED');
    await expect(authErrorOf(verifier.verify('revoked'))).resolves.toBe('TOKEN_EXPIRED');
    await expect(authErrorOf(verifier.verify('disabled'))).resolves.toBe('TOKEN_EXPIRED');
    await expect(authErrorOf(verifier.verify('forged'))).resolves.toBe('UNAUTHORIZED');
    await expect(authErrorOf(verifier.verify('unknown'))).resolves.toBe('UNAUTHORIZED');
  });

  it('lets failures on its own side (fetching keys) through as errors, not as bad tokens', async () => {
    const network = Object.assign(new Error('offline'), { code: 'app/network-error' });
    const verifier = createTokenVerifier({ decode: fakeDecoder({ t1: network }), now: () => now });
    await expect(verifier.verify('t1')).rejects.toBe(network);
  });

  it('refuses with TOKEN_EXPIRED a token signed in before the user\'s "tokens valid after" time, even when cached', async () => {
    let validAfter: Date | null = null;
    const decode = fakeDecoder({ t1: claims() });
    const verifier = createTokenVerifier({
      decode,
      tokensValidAfter: async () => validAfter,
      now: () => now,
    });
    await expect(verifier.verify('t1')).resolves.toMatchObject({ uid: 'user-1' });

    validAfter = new Date((NOW_S - 600) * 1000 + 999);
    await expect(verifier.verify('t1')).resolves.toMatchObject({ uid: 'user-1' });

    validAfter = new Date((NOW_S - 599) * 1000);
    await expect(authErrorOf(verifier.verify('t1'))).resolves.toBe('TOKEN_EXPIRED');
    expect(decode).toHaveBeenCalledTimes(1);
  });

  it('uses iat when the token has no auth_time', async () => {
    const verifier = createTokenVerifier({
      decode: fakeDecoder({ t1: claims({ auth_time: undefined }) }),
      tokensValidAfter: async () => new Date((NOW_S - 30) * 1000),
      now: () => now,
    });
    await expect(authErrorOf(verifier.verify('t1'))).resolves.toBe('TOKEN_EXPIRED');
  });
});
