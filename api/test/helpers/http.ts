import http from 'node:http';

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json(): unknown;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or Buffer as it is. */
  body?: unknown;
}

/** A real HTTP request to the listening api (fastify's inject needs ESM that jest cannot load). */
export function httpRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<HttpResponse> {
  const headers: Record<string, string> = { ...options.headers };
  let payload: Buffer | undefined;
  if (options.body !== undefined) {
    if (typeof options.body === 'string' || Buffer.isBuffer(options.body)) {
      payload = Buffer.from(options.body);
    } else {
      payload = Buffer.from(JSON.stringify(options.body));
      headers['content-type'] ??= 'application/json';
    }
    headers['content-length'] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, baseUrl), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text,
          json: () => JSON.parse(text),
        });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** The value at a path inside parsed JSON, or undefined. */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}
