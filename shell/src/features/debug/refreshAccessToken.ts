import { SESSION_KEYS, readSessionValue } from '@vigia/shared/auth';
import { shellMessages } from '../../i18n/shell';

const t = shellMessages.debug;

interface RefreshBody {
  accessToken?: unknown;
  refreshToken?: unknown;
  expiresIn?: unknown;
}

function pickBody(json: unknown): RefreshBody {
  if (!json || typeof json !== 'object') return {};
  const data = (json as { data?: unknown }).data;
  return (data && typeof data === 'object' ? data : json) as RefreshBody;
}

export type RefreshResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * The debug helper of spec §7: POST {apiBaseUrl}/auth/refresh with the stored refresh token and
 * store the new access token with a 'Bearer ' prefix. Only reachable outside production.
 */
export async function refreshAccessToken(apiBaseUrl: string): Promise<RefreshResult> {
  const refreshToken = readSessionValue(SESSION_KEYS.refreshToken);
  if (!refreshToken) return { ok: false, message: t.refreshMissing };
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl.replace(/\/$/, '')}/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
  } catch (error) {
    return {
      ok: false,
      message: t.refreshFailed(error instanceof Error ? error.message : String(error)),
    };
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const apiMessage = (json as { error?: { message?: unknown } } | null)?.error?.message;
    const detail =
      typeof apiMessage === 'string'
        ? `${response.status} ${apiMessage}`
        : `HTTP ${response.status}`;
    return { ok: false, message: t.refreshFailed(detail) };
  }
  const body = pickBody(json);
  if (typeof body.accessToken !== 'string' || !body.accessToken) {
    return { ok: false, message: t.refreshFailed('no accessToken in the response') };
  }
  window.localStorage.setItem(SESSION_KEYS.accessToken, `Bearer ${body.accessToken}`);
  if (typeof body.refreshToken === 'string' && body.refreshToken) {
    window.localStorage.setItem(SESSION_KEYS.refreshToken, body.refreshToken);
  }
  return { ok: true, message: t.refreshDone };
}
