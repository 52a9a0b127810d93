import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { prerenderedScreens } from './prerendered.mjs';

/** A remote's server: its routes list and one drawn screen, counting what it is asked for. */
async function remoteServer() {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    // Slow enough that the pages served meanwhile find the fetch still running.
    setTimeout(() => {
      if (request.url === '/prerendered/routes.json') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ '/login': 'login.html' }));
      } else if (request.url === '/prerendered/login.html') {
        response.end('<form>Iniciar sesión</form>');
      } else {
        response.statusCode = 404;
        response.end();
      }
    }, 50);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    asked,
    manifest: `http://127.0.0.1:${port}/mf-manifest.json`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('prerenderedScreens', () => {
  it('fetches a remote screen once for the pages served while it is on its way', async () => {
    const remote = await remoteServer();
    try {
      const screenFor = prerenderedScreens({ manifestUrls: () => [remote.manifest] });
      const screens = await Promise.all([
        screenFor('/login'),
        screenFor('/login'),
        screenFor('/login'),
      ]);
      for (const screen of screens) expect(screen?.html).toBe('<form>Iniciar sesión</form>');
      expect(remote.asked.sort()).toEqual(['/prerendered/login.html', '/prerendered/routes.json']);
    } finally {
      await remote.close();
    }
  });

  it('has no screen for a path the remote did not draw', async () => {
    const remote = await remoteServer();
    try {
      const screenFor = prerenderedScreens({ manifestUrls: () => [remote.manifest] });
      expect(await screenFor('/dashboard')).toBeNull();
    } finally {
      await remote.close();
    }
  });
});
