// The embedded PostgreSQL's superuser password: random, made at the first start and kept beside
// the cluster in DATA_DIR (mode 0600, readable by the user the app runs as only). It used to be
// the fixed postgres/postgres on a loopback port, which gave every local user the whole database;
// a cluster made then is given the kept password at its next start.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup-error.js';

export const PASSWORD_FILE = 'pg-password';
/** What clusters made before this file existed were initialised with. */
export const LEGACY_PASSWORD = 'postgres';

export function passwordFileOf(dataDir: string): string {
  return path.join(path.resolve(dataDir), PASSWORD_FILE);
}

/** The kept password of the cluster under `dataDir`, made (and kept) when there is none yet. */
export function clusterPassword(dataDir: string): string {
  const file = passwordFileOf(dataDir);
  if (existsSync(file)) {
    // Copied by hand, or made by an older version: never readable by others.
    chmodSync(file, 0o600);
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  }
  // 192 bits; URL-safe, so it goes into a connection URL and a SQL literal as it is.
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // the umask may have narrowed it further, never widened: be exact
  return password;
}

/**
 * Makes sure the running server takes `password`: a cluster made with the old fixed password
 * (or one whose ALTER ROLE was interrupted) is given it now. Returns true when it was changed.
 */
export async function adoptPassword(
  urlWith: (password: string) => string,
  password: string,
): Promise<boolean> {
  const { default: pg } = await import('pg');
  const attempt = async (pw: string) => {
    const client = new pg.Client({ connectionString: urlWith(pw) });
    client.on('error', () => {});
    await client.connect();
    return client;
  };
  try {
    await (await attempt(password)).end();
    return false;
  } catch (err) {
    // 28P01: invalid_password. Anything else (not running, no such role) is not ours to mend.
    if ((err as { code?: string }).code !== '28P01') throw err;
  }
  const legacy = await attempt(LEGACY_PASSWORD).catch((err: unknown) => {
    if ((err as { code?: string }).code !== '28P01') throw err;
    throw new StartupError(
      `The embedded PostgreSQL refuses the password kept in ${PASSWORD_FILE} beside it (and the old fixed one): put the right password in that file, or point DATA_DIR at a new directory.`,
    );
  });
  try {
    await legacy.query(`ALTER ROLE CURRENT_USER PASSWORD ${legacy.escapeLiteral(password)}`);
  } finally {
    await legacy.end();
  }
  return true;
}
