import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  isBorderline,
  openAiCompatibleReranker,
  rerankerConfig,
  type BorderlineMatch,
} from './reranker';

interface Received {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** A local stand-in for an OpenAI-compatible chat endpoint. */
async function fakeEndpoint(answer: (received: Received) => { status: number; body: string }) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const entry = {
        authorization: request.headers.authorization,
        body: JSON.parse(raw) as Received['body'],
      };
      received.push(entry);
      const { status, body } = answer(entry);
      if (status === 0) return; // never answers
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const chat = (content: string) => ({
  status: 200,
  body: JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }),
});

const matches: BorderlineMatch[] = [
  {
    prompt: 'impuestos',
    title: 'Orden por la que se aprueba el modelo 303 del IVA.',
    section: 'I. Disposiciones generales',
    department: 'MINISTERIO DE HACIENDA',
  },
  {
    prompt: 'impuestos',
    title: 'Resolución sobre el impuesto de la plaza de toros.',
    section: 'III. Otras disposiciones',
    department: 'AYUNTAMIENTO',
  },
];

describe('the optional re-ranker', () => {
  it('is off unless RERANKER_URL is set', () => {
    expect(rerankerConfig({})).toBeNull();
    expect(
      rerankerConfig({
        RERANKER_URL: 'http://127.0.0.1:11434/v1/',
        RERANKER_MODEL: 'llama3',
        RERANKER_API_KEY: 'clave',
        RERANKER_TIMEOUT_MS: '500',
      }),
    ).toEqual({
      url: 'http://127.0.0.1:11434/v1',
      model: 'llama3',
      apiKey: 'clave',
      timeoutMs: 500,
    });
  });

  it('looks only at scores just above the threshold', () => {
    expect(isBorderline(0.55, 0.5)).toBe(true);
    expect(isBorderline(0.49, 0.5)).toBe(false);
    expect(isBorderline(0.9, 0.5)).toBe(false);
  });

  it('asks the chat endpoint and follows its answers', async () => {
    const endpoint = await fakeEndpoint(() => chat('{"answers": [true, false]}'));
    try {
      const reranker = openAiCompatibleReranker({
        url: endpoint.url,
        model: 'modelo-local',
        apiKey: 'clave',
        timeoutMs: 2000,
      });
      expect(await reranker.confirm(matches)).toEqual([true, false]);
      const [request] = endpoint.received;
      expect(request?.authorization).toBe('Bearer clave');
      expect(request?.body.model).toBe('modelo-local');
      expect(request?.body.messages[1]?.content).toContain('1. Alerta: «impuestos»');
      expect(request?.body.messages[1]?.content).toContain('modelo 303 del IVA');
    } finally {
      await endpoint.close();
    }
  });

  it('keeps every match when the endpoint fails, answers nonsense or does not answer', async () => {
    for (const answer of [
      { status: 500, body: '{}' },
      chat('Sí, ambas.'),
      chat('{"answers": [true]}'),
      { status: 0, body: '' },
    ]) {
      const endpoint = await fakeEndpoint(() => answer);
      try {
        const warn = jest.fn();
        const reranker = openAiCompatibleReranker(
          { url: endpoint.url, model: 'm', apiKey: null, timeoutMs: 300 },
          { warn },
        );
        expect(await reranker.confirm(matches)).toEqual([true, true]);
        expect(warn).toHaveBeenCalledTimes(1);
        expect(endpoint.received[0]?.authorization).toBeUndefined();
      } finally {
        await endpoint.close();
      }
    }
  });
});
