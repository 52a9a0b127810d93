/** Where the shell reads its runtime configuration (served by the start command / dev server). */
export const RUNTIME_CONFIG_URL = '/config.json';
