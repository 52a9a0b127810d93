import path from 'node:path';
import { runCli, type CliIo } from './index';

const FIXTURES = path.join(__dirname, '../features/publications/samples');

function io(): CliIo & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    env: {},
    lines,
    errors,
    out: (line) => lines.push(line),
    err: (line) => errors.push(line),
  };
}

describe('vigia CLI', () => {
  it('answers an unknown command with exit code 2 and one line', async () => {
    const console = io();
    await expect(runCli(['frobnicate'], console)).resolves.toBe(2);
    expect(console.errors).toEqual([
      "Unknown command 'frobnicate'. Run 'pnpm vigia help' for the list.",
    ]);
    expect(console.lines).toEqual([]);
  });

  it('lists its commands with help, also when no command is given', async () => {
    for (const argv of [['help'], []]) {
      const console = io();
      await expect(runCli(argv, console)).resolves.toBe(0);
      expect(console.lines.join('\n')).toMatch(/migrate\s+apply the SQL migrations/);
      expect(console.lines.join('\n')).toMatch(/help\s+show this list/);
    }
  });

  it('does not treat inherited object properties as commands', async () => {
    await expect(runCli(['toString'], io())).resolves.toBe(2);
  });

  it('reports a failing command on one line with exit code 1', async () => {
    const console = io();
    console.env = { DATABASE_URL: 'mysql://nope' };
    await expect(runCli(['migrate'], console)).resolves.toBe(1);
    expect(console.errors).toHaveLength(1);
    expect(console.errors[0]).toMatch(/^migrate failed: Invalid environment: DATABASE_URL/);
  });

  describe('parse', () => {
    it('prints one JSON object a line for each publication of a BOE summary, URLs absolute', async () => {
      const console = io();
      const file = path.join(FIXTURES, 'boe-two-issues.json');
      await expect(runCli(['parse', '--source', 'boe', '--file', file], console)).resolves.toBe(0);
      const rows = console.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(rows).toHaveLength(6);
      for (const row of rows) {
        expect(Object.keys(row)).toEqual(
          expect.arrayContaining([
            'source',
            'externalId',
            'title',
            'section',
            'department',
            'urlHtml',
            'urlPdf',
            'publishedOn',
          ]),
        );
        expect(row.source).toBe('boe');
        expect(row.publishedOn).toBe('2026-05-12');
        expect(String(row.urlHtml)).toMatch(/^https:\/\/www\.boe\.es\//);
      }
      expect(console.errors).toEqual([]);
    });

    it('reads a DOGA feed, with links against DOGA_BASE_URL', async () => {
      const console = io();
      console.env = { DOGA_BASE_URL: 'http://127.0.0.1:4011' };
      const file = path.join(FIXTURES, 'doga-sumario.rss');
      await expect(runCli(['parse', '--source', 'doga', '--file', file], console)).resolves.toBe(0);
      expect(console.lines.map((line) => JSON.parse(line).urlHtml)).toEqual([
        'https://www.xunta.gal/dog/Publicados/2026/20260513/AnuncioG0415-050526-0001_es.html',
        'http://127.0.0.1:4011/dog/Publicados/2026/20260513/AnuncioG0164-060526-0002_es.html',
        'https://www.xunta.gal/dog/Publicados/2026/20260513/AnuncioO3-300426-0003_es.html',
      ]);
    });

    it.each([
      [
        ['--source', 'boe', '--file', path.join(FIXTURES, 'doga-sumario.rss')],
        /^parse failed: not a BOE summary: malformed JSON/,
      ],
      [
        ['--source', 'doga', '--file', path.join(FIXTURES, 'boe-two-issues.json')],
        /^parse failed: not a DOGA summary/,
      ],
      [['--source', 'bop', '--file', 'x'], /^parse failed: --source must be boe or doga/],
      [['--source', 'boe'], /^parse failed: --file <path> is required/],
      [['--source', 'boe', '--file', path.join(FIXTURES, 'nope.json')], /^parse failed: ENOENT/],
    ])('exits 1 with one line for %j', async (args, message) => {
      const console = io();
      await expect(runCli(['parse', ...args], console)).resolves.toBe(1);
      expect(console.lines).toEqual([]);
      expect(console.errors).toHaveLength(1);
      expect(console.errors[0]).toMatch(message);
    });
  });
});
