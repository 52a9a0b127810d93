// Builds the shell's /config.json from the environment. Used by the static server (`pnpm start`)
// and by the shell's webpack dev server (`pnpm dev`), so both serve the same configuration.
const host = process.env.VIGIA_HOST || '127.0.0.1';

function remoteUrl(name, port) {
  const envName = `VIGIA_REMOTE_${name.toUpperCase()}`;
  return process.env[envName] || `http://${host}:${port}/mf-manifest.json`;
}

function buildRuntimeConfig(env = process.env) {
  const production = env.VIGIA_ENV === 'production';
  return {
    environment: production ? 'production' : env.VIGIA_ENV === 'test' ? 'test' : 'development',
    apiBaseUrl: env.VIGIA_API_BASE_URL || '/api',
    firebase: {
      apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN || 'demo-vigia.firebaseapp.com',
      projectId: env.FIREBASE_PROJECT_ID || 'demo-vigia',
      ...(env.FIREBASE_APP_ID ? { appId: env.FIREBASE_APP_ID } : {}),
      ...(production
        ? {}
        : { emulatorHost: env.FIREBASE_AUTH_EMULATOR_URL || `http://${host}:9099` }),
    },
    remotes: {
      mfe_auth: remoteUrl('mfe_auth', 3001),
      mfe_subscriptions: remoteUrl('mfe_subscriptions', 3002),
      mfe_notifications: remoteUrl('mfe_notifications', 3003),
      mfe_settings: remoteUrl('mfe_settings', 3004),
    },
    ...(env.VIGIA_TOKEN_SYNC_URL ? { tokenSyncUrl: env.VIGIA_TOKEN_SYNC_URL } : {}),
    ...(Number(env.VIGIA_REMOTE_TIMEOUT_MS) > 0
      ? { remoteTimeoutMs: Math.round(Number(env.VIGIA_REMOTE_TIMEOUT_MS)) }
      : {}),
    overrideOrigins: (env.VIGIA_OVERRIDE_ORIGINS || `http://${host}:*,http://localhost:*`)
      .split(',')
      .filter(Boolean),
  };
}

module.exports = { buildRuntimeConfig };
