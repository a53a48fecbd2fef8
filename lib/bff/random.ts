import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** An opaque identifier with a readable prefix, such as `pat_3q8…`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(15).toString('base64url')}`;
}

/** A random secret of `bytes` bytes, base64url-encoded. */
export function newSecret(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Memorable enough to type from a terminal, random enough to be a password: 20 base64url characters. */
export function newPassword(): string {
  return newSecret(15);
}

/** SHA-256 of a text, hex: for keys derived from other values without carrying them. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
