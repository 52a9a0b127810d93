import { RUNTIME_CONFIG_URL } from './constants';

let request: Promise<Response> | undefined;

/**
 * The one request for /config.json. index.ts starts it before the rest of the shell downloads;
 * the bootstrap awaits the same response.
 */
export function requestRuntimeConfig(): Promise<Response> {
  request ??= fetch(RUNTIME_CONFIG_URL);
  return request;
}
