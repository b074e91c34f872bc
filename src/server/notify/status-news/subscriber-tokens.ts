// The tokens of confirm and unsubscribe links: 32 random bytes (43 base64url characters), kept
// only as their SHA-256, so a copy of the database holds no usable link.
import { createHash, randomBytes } from 'node:crypto';

export const newLinkToken = () => randomBytes(32).toString('base64url');

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** m•••@example.com: enough for an admin to tell subscribers apart, not to read the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
