import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// No 0/O or 1/I/L: codes are read aloud and copied from whiteboards.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code of unambiguous capitals and digits, for join links and quiz links. */
export function newCode(length = 8): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** How a typed code is compared: case and surrounding spaces do not matter. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A fresh attempt token (shown to the student once) and the hash that is stored. */
export function newAttemptToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * What an attempt's token hash becomes when its student is removed or given a new code: no token
 * hashes to it (a SHA-256 hash is 64 hex digits), so every token of the attempt stops working.
 */
export const REVOKED_TOKEN_HASH = 'revoked';

/** Constant-time check of a presented token against the stored hash. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
