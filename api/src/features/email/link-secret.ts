import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EmailConfig } from '../../config';

const secrets = new Map<string, string>();

function readSecret(file: string): string | null {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= 32 ? secret : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The secret that signs the links of emails (unsubscribe, address verification): EMAIL_LINK_SECRET,
 * else this install's own random one, made on first use and kept in the data folder (readable by
 * its owner only), so that links keep working across restarts and nobody can read it in the code.
 */
export function emailLinkSecret(email: Pick<EmailConfig, 'linkSecret' | 'linkSecretFile'>): string {
  if (email.linkSecret) return email.linkSecret;
  const file = email.linkSecretFile;
  const known = secrets.get(file) ?? readSecret(file);
  if (known) {
    secrets.set(file, known);
    return known;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process of this install made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const made = readSecret(file);
  if (!made) throw new Error(`The email link secret in ${file} is unreadable or too short`);
  secrets.set(file, made);
  return made;
}
