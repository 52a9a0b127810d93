import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emailLinkSecret } from './link-secret';

describe('emailLinkSecret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'vigia-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is EMAIL_LINK_SECRET when configured, and writes nothing', () => {
    const file = path.join(dir, 'secrets', 'email-link-secret');
    expect(emailLinkSecret({ linkSecret: 'configured-secret-value', linkSecretFile: file })).toBe(
      'configured-secret-value',
    );
    expect(() => statSync(file)).toThrow();
  });

  it("is otherwise this install's own random secret, kept for its owner only and reused", () => {
    const file = path.join(dir, 'secrets', 'email-link-secret');
    const secret = emailLinkSecret({ linkSecret: null, linkSecretFile: file });
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(emailLinkSecret({ linkSecret: null, linkSecretFile: file })).toBe(secret);

    const elsewhere = path.join(dir, 'other', 'email-link-secret');
    expect(emailLinkSecret({ linkSecret: null, linkSecretFile: elsewhere })).not.toBe(secret);
  });
});
