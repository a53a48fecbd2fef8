import 'server-only';
import { createHash } from 'node:crypto';

/** SHA-256 of a text, hex: for keys derived from other values without carrying them. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
