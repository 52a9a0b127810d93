// A remote whose server accepts every connection but, when told to, never answers: what a user
// meets when a remote's host hangs. Otherwise it passes requests to the remote's real files,
// served by the project's static server on a private port.
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer, serveRemote } from './remote-copies';

/** 'silent': no answer at all; 'silent-entry': the manifest answers, remoteEntry.js does not. */
export type SilentMode = 'silent' | 'silent-entry' | 'answering';

export class SilentRemote {
  mode: SilentMode = 'silent';
  private readonly held = new Set<ServerResponse>();

  private readonly front = http.createServer((req, res) => this.handle(req, res));

  private constructor(private readonly files: Server) {}

  static async start(dir: string, port: number): Promise<SilentRemote> {
    const remote = new SilentRemote(await serveRemote(dir, 0));
    await new Promise<void>((resolve, reject) => {
      remote.front.once('error', reject);
      remote.front.listen(port, '127.0.0.1', resolve);
    });
    return remote;
  }

  /** Answers from now on; requests held so far are dropped (the browser gave up on them). */
  answer(): void {
    this.mode = 'answering';
    for (const res of this.held) res.destroy();
    this.held.clear();
  }

  async stop(): Promise<void> {
    for (const res of this.held) res.destroy();
    await closeServer(this.front);
    await closeServer(this.files);
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const filesPort = (this.files.address() as AddressInfo).port;
    const file = (req.url ?? '/').split('?')[0];
    const silent =
      this.mode === 'silent' || (this.mode === 'silent-entry' && file === '/remoteEntry.js');
    if (silent) {
      this.held.add(res);
      res.on('close', () => this.held.delete(res));
      return;
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: filesPort,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  }
}
