// The start script's test control port (`scripts/start.mjs --e2e`): really stops and restarts the
// api process, or freezes it, so a test sees what a user sees while the server is down or stalls.
const CONTROL = 'http://127.0.0.1:3099';

async function post(path: string): Promise<void> {
  const response = await fetch(`${CONTROL}${path}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

export const stopApi = () => post('/api/stop');
export const startApi = () => post('/api/start');
/** The api stalls: its processes are frozen, connections are accepted and never answered. */
export const pauseApi = () => post('/api/pause');
export const resumeApi = () => post('/api/resume');
