import 'server-only';
import { randomBytes } from 'node:crypto';

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
