import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { getSessionSecret } from '@/lib/bff/session/session';

/**
 * TOTP keys are sealed (AES-256-GCM) with a key derived from the session secret: a copy of the database
 * alone gives no one the codes. Rotating SESSION_SECRET makes the sealed keys unreadable: codes are then
 * refused, recovery codes still work (they are hashes), and the person sets two-factor up again (ADR 0092).
 */
function sealingKey(): Buffer {
  return Buffer.from(hkdfSync('sha256', getSessionSecret(), 'second-factor', 'totp-key-seal', 32));
}

export function sealTotpKey(key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv);
  const sealed = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.');
}

/** The key, or undefined when the seal was made with another secret or was altered. */
export function openTotpKey(sealed: string): string | undefined {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}
