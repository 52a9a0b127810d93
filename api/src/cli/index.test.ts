import { runCli, type CliIo } from './index';

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
});
