import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'quizwise-google-tokens', 'aes-256-gcm token key', 32));
}

/**
 * Encrypts Google tokens for storage (AES-256-GCM). The key is derived from the OAuth client secret,
 * which lives in the environment, never in the database: a copy of the database alone reveals nothing.
 */
export function sealTokens(secret: string, tokens: object): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

/** The tokens back, or null when the text was tampered with or sealed under another secret. */
export function openTokens(secret: string, sealed: string): Record<string, unknown> | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
