// A location agent's token: 32 random bytes, shown once; only its SHA-256 is kept (a random
// 256-bit secret needs no slow hash: nothing to guess from the digest).
import { createHash, randomBytes } from 'node:crypto';
import { AGENT_TOKEN_PREFIX } from '../../contracts/agents.js';

export function newAgentToken(): { token: string; hash: string } {
  const token = `${AGENT_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashAgentToken(token) };
}

export function hashAgentToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
