import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: for sessions, reset links and Google grants. Only the sha256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
