import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** Opaque identifiers with a readable prefix: `usr_…`, `cht_…`, `msg_…`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '')}`;
}

export function newSecret(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
