// A queued mail's one-time link (an invitation, a verification link), kept sealed in the outbox
// (decision 019): the mail's text and HTML hold LINK_PLACEHOLDER, the payload holds the link
// encrypted (AES-256-GCM) with a key that is not in the database, and delivery fills it in. Once
// the mail is finished (sent, skipped or failed) the sealed link is dropped with the body, so a
// copy of the database never holds a usable token.
//
// The key: SHA-256 of MAIL_LINK_KEY, or of a random secret the first start writes to
// DATA_DIR/mail-link.key (mode 0600). Web and worker processes on other hosts need MAIL_LINK_KEY.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { escapeHtml } from './format.js';

/** Where a sealed link goes in a queued mail's text and HTML (no character escapeHtml changes). */
export const LINK_PLACEHOLDER = '{{one-time-link}}';

export const KEY_FILE = 'mail-link.key';
const VERSION = 'v1';
const keys = new Map<string, Buffer>();

function secretFromDataDir(dataDir: string): string {
  const file = path.join(path.resolve(dataDir), KEY_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // `wx`: of two processes starting at once, one writes and both read the same secret
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}

function keyOf(config: Config): Buffer {
  const id = config.mail.linkKey ? `env:${config.mail.linkKey}` : `dir:${config.dataDir}`;
  let key = keys.get(id);
  if (!key) {
    const secret = config.mail.linkKey ?? secretFromDataDir(config.dataDir);
    key = createHash('sha256').update(`mail-link:${secret}`).digest();
    keys.set(id, key);
  }
  return key;
}

/**
 * A key for one purpose (an acknowledgement link's signature), derived from the same secret: a
 * signature made for one purpose is worth nothing for another.
 */
export function purposeKey(config: Config, purpose: string): Buffer {
  return createHmac('sha256', keyOf(config)).update(purpose).digest();
}

export function sealLink(config: Config, link: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const sealed = Buffer.concat([cipher.update(link, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The link, or undefined when it was sealed with another key (or is not a sealed link). */
export function openLink(config: Config, sealed: string): string | undefined {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const bytes = [decipher.update(Buffer.from(data, 'base64url')), decipher.final()];
    return Buffer.concat(bytes).toString('utf8');
  } catch {
    return undefined;
  }
}

/** The mail as sent: the placeholder replaced by the link (escaped in the HTML). */
export function withLink(
  mail: { text: string; html: string },
  link: string,
): { text: string; html: string } {
  return {
    text: mail.text.replaceAll(LINK_PLACEHOLDER, link),
    html: mail.html.replaceAll(LINK_PLACEHOLDER, escapeHtml(link)),
  };
}
