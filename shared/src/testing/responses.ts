/** A fetch Response for tests: jsdom has no `Response`. */
export function stubResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: new Headers(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    text: async () => text,
    json: async () => JSON.parse(text),
  } as Response;
}
