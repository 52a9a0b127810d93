// Real accounts of the Firebase Auth emulator, made and removed through its REST API, whose ID
// tokens the api verifies as it does in production.

const API_KEY = 'demo-api-key';
/** Tokens last an hour; older than this they are refreshed before a step uses them. */
const REFRESH_AFTER_MS = 40 * 60 * 1000;
const CONCURRENCY = 10;

export interface BenchAccount {
  uid: string;
  email: string;
  idToken: string;
  refreshToken: string;
  issuedAt: number;
}

function emulatorHost(): string {
  return process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
}

async function post<T>(
  path: string,
  body: string | URLSearchParams,
  contentType: string,
): Promise<T> {
  const response = await fetch(`http://${emulatorHost()}${path}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  const json = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) {
    throw new Error(`Auth emulator ${path}: ${json.error?.message ?? response.status}`);
  }
  return json;
}

const identityToolkit = <T>(method: string, body: Record<string, unknown>) =>
  post<T>(
    `/identitytoolkit.googleapis.com/v1/accounts:${method}`,
    JSON.stringify(body),
    'application/json',
  );

/** Runs `work` on every item, `CONCURRENCY` at a time, keeping their order. */
async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += CONCURRENCY) {
    results.push(...(await Promise.all(items.slice(start, start + CONCURRENCY).map(work))));
  }
  return results;
}

/** `count` email-and-password accounts named `<label>-<n>@example.com`. */
export async function createAccounts(label: string, count: number): Promise<BenchAccount[]> {
  const indexes = Array.from({ length: count }, (_, index) => index);
  return inBatches(indexes, async (index) => {
    const created = await identityToolkit<{
      localId: string;
      email: string;
      idToken: string;
      refreshToken: string;
    }>('signUp', {
      email: `${label}-${index}@example.com`,
      password: 'bench-secret-123',
      returnSecureToken: true,
    });
    return {
      uid: created.localId,
      email: created.email,
      idToken: created.idToken,
      refreshToken: created.refreshToken,
      issuedAt: Date.now(),
    };
  });
}

/** Refreshes the ID tokens that are close to their hour (in place). */
export async function keepTokensFresh(accounts: BenchAccount[]): Promise<void> {
  const stale = accounts.filter((account) => Date.now() - account.issuedAt > REFRESH_AFTER_MS);
  await inBatches(stale, async (account) => {
    const refreshed = await post<{ id_token: string; refresh_token: string }>(
      '/securetoken.googleapis.com/v1/token',
      new URLSearchParams({ grant_type: 'refresh_token', refresh_token: account.refreshToken }),
      'application/x-www-form-urlencoded',
    );
    account.idToken = refreshed.id_token;
    account.refreshToken = refreshed.refresh_token;
    account.issuedAt = Date.now();
  });
}

/** Deletes the accounts (each by its own token: other users of the emulator keep theirs). */
export async function deleteAccounts(accounts: BenchAccount[]): Promise<void> {
  await keepTokensFresh(accounts);
  await inBatches(accounts, (account) =>
    identityToolkit('delete', { idToken: account.idToken }).catch(() => undefined),
  );
}
