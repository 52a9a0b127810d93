import { inputMessages } from '@vigia/shared/contracts';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { runCli } from '../src/cli';
import { publications } from '../src/db/schema';
import { countPublications, storePublications } from '../src/features/publications/repository';
import { parseBoeSummary } from '../src/features/publications/sources/boe-summary';
import { errorOf, issueMessages } from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';

const FIXTURES = path.join(__dirname, '../src/features/publications/samples');
const boeDay = fs.readFileSync(path.join(FIXTURES, 'boe-two-issues.json'), 'utf8');

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp({ VIGIA_DEV_ROUTES: 'publications' });
});
afterAll(() => subject?.close());

/** The CLI pointed at the test app's database (on PGlite, through its database process). */
async function cli(args: string[], extraEnv: Record<string, string> = {}) {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await runCli(args, {
    env: { ...process.env, ...subject.databaseEnv, ...extraEnv },
    out: (line) => lines.push(line),
    err: (line) => errors.push(line),
  });
  return { code, lines, errors };
}

async function matching(query: string): Promise<string[]> {
  const rows = await subject.database.db
    .select({ id: publications.externalId })
    .from(publications)
    .where(sql`${publications.search} @@ websearch_to_tsquery('spanish_unaccent', ${query})`)
    .orderBy(publications.externalId);
  return rows.map((row) => row.id);
}

describe('publications', () => {
  it('stores each publication once: the same day again adds nothing', async () => {
    const { publications } = parseBoeSummary(boeDay);
    expect(await storePublications(subject.database.db, publications)).toBe(6);
    expect(await storePublications(subject.database.db, publications)).toBe(0);
    expect(await countPublications(subject.database.db, 'boe', '2026-05-12')).toBe(6);
  });

  it('indexes title, heading, section and department in Spanish, ignoring accents', async () => {
    expect(await matching('autovia vigo')).toEqual(['BOE-B-2026-15001']);
    // 9003's title speaks of 'Maestros'; its heading is 'Cuerpos de profesores'.
    expect(await matching('profesor')).toEqual(['BOE-A-2026-9002', 'BOE-A-2026-9003']);
    expect(await matching('impuesto valor añadido')).toEqual(['BOE-A-2026-9001']);
    expect(await matching('ministerio transportes')).toEqual(['BOE-B-2026-15001']);
    expect(await matching('"cuerpo de maestros"')).toEqual(['BOE-A-2026-9003']);
  });
});

describe('pnpm vigia ingest', () => {
  it('stores a summary file, and nothing new the second time', async () => {
    const file = path.join(FIXTURES, 'doga-sumario.rss');
    expect(await cli(['ingest', '--source', 'doga', '--file', file])).toEqual({
      code: 0,
      lines: ['DOGA 2026-05-13: 3 publications, 3 new, 0 notifications.'],
      errors: [],
    });
    expect(await cli(['ingest', '--source', 'doga', '--file', file])).toMatchObject({
      code: 0,
      lines: ['DOGA 2026-05-13: 3 publications, 0 new, 0 notifications.'],
    });
  });

  it('fetches a day from BOE_BASE_URL; a day without a bulletin is not an error', async () => {
    const requested: string[] = [];
    const replay = http.createServer((request, response) => {
      requested.push(request.url ?? '');
      if (request.url === '/datosabiertos/api/boe/sumario/20260512') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(boeDay);
      } else {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"status":{"code":"404"}}');
      }
    });
    await new Promise<void>((resolve) => replay.listen(0, '127.0.0.1', resolve));
    const env = { BOE_BASE_URL: `http://127.0.0.1:${(replay.address() as AddressInfo).port}` };
    try {
      expect(await cli(['ingest', '--source', 'boe', '--date', '2026-05-12'], env)).toMatchObject({
        code: 0,
        lines: ['BOE 2026-05-12: 6 publications, 0 new, 0 notifications.'],
      });
      expect(await cli(['ingest', '--source', 'boe', '--date', '2026-05-17'], env)).toMatchObject({
        code: 0,
        lines: ['BOE 2026-05-17: no bulletin that day.'],
      });
      expect(requested).toEqual([
        '/datosabiertos/api/boe/sumario/20260512',
        '/datosabiertos/api/boe/sumario/20260517',
      ]);
    } finally {
      await new Promise<void>((resolve) => replay.close(() => resolve()));
    }
  });

  it('refuses a wrong call with one line and exit code 1', async () => {
    const both = await cli(['ingest', '--source', 'boe', '--date', '2026-05-12', '--file', 'x']);
    expect(both).toMatchObject({
      code: 1,
      errors: ['ingest failed: give either --date YYYY-MM-DD or --file <path>'],
    });
    const badDate = await cli(['ingest', '--source', 'boe', '--date', '12/05/2026']);
    expect(badDate.errors).toEqual(["ingest failed: --date must be YYYY-MM-DD, not '12/05/2026'"]);
  });
});

describe('POST /api/dev/publications', () => {
  it('refuses a link that is not http(s): javascript: and data: are never stored', async () => {
    const publication = {
      source: 'boe',
      externalId: 'BOE-A-2026-66666',
      title: 'Resolución de prueba',
      section: 'III. Otras disposiciones',
      department: 'MINISTERIO DE PRUEBAS',
      epigraph: null,
      issue: 'BOE-S-2026-1',
      publishedOn: '2026-05-12',
      urlHtml: 'javascript:alert(document.cookie)',
      urlPdf: 'data:text/html,<script>alert(1)</script>',
    };
    const response = await subject.request('POST', '/api/dev/publications', {
      body: { source: 'boe', day: '2026-05-12', publications: [publication] },
    });
    expect(response.status).toBe(400);
    expect(issueMessages(response)).toEqual([inputMessages.webLink, inputMessages.webLink]);
  });

  it('refuses publications that do not fit the contract', async () => {
    const response = await subject.request('POST', '/api/dev/publications', {
      body: {
        source: 'boe',
        day: '2026-05-12',
        publications: [{ source: 'boe', externalId: 'X', title: 'sin fecha ni enlace' }],
      },
    });
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_ERROR');
  });
});
