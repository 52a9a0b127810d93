import { DEFAULT_API_BASE_URL } from '@vigia/shared/auth';

export interface ApiConfig {
  /** Runtime config `apiBaseUrl`, e.g. '/api' or 'https://api.example.com/api'. */
  baseUrl: string;
}

let baseUrl = DEFAULT_API_BASE_URL;

export function configureApi(config: ApiConfig): void {
  baseUrl = config.baseUrl.replace(/\/+$/, '');
}

export function getApiBaseUrl(): string {
  return baseUrl;
}
