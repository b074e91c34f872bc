import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../../contracts/api-keys.js';

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/** A new key: the recognisable prefix and 32 random bytes; `prefix` is what lists show. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + 8), hash: hashApiKey(key) };
}
