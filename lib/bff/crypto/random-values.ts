import 'server-only';
import { randomBytes, randomFillSync } from 'node:crypto';

const ID_BYTES = 15;
/**
 * Random bytes for ids, drawn from the system's generator a pool at a time: every request takes one id
 * (its request id), and asking the generator for 15 bytes each time cost more than the id itself
 * (ADR 0099). Each byte is used once; secrets (below) never come from this pool.
 */
const idPool = Buffer.alloc(ID_BYTES * 128);
let idPoolOffset = idPool.length;

function nextIdBytes(): Buffer {
  if (idPoolOffset + ID_BYTES > idPool.length) {
    randomFillSync(idPool);
    idPoolOffset = 0;
  }
  const bytes = idPool.subarray(idPoolOffset, idPoolOffset + ID_BYTES);
  idPoolOffset += ID_BYTES;
  return bytes;
}

/** An opaque identifier with a readable prefix, such as `pat_3q8…`. */
export function newId(prefix: string): string {
  return `${prefix}_${nextIdBytes().toString('base64url')}`;
}

/** A random secret of `bytes` bytes, base64url-encoded. */
export function newSecret(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Memorable enough to type from a terminal, random enough to be a password: 20 base64url characters. */
export function newPassword(): string {
  return newSecret(15);
}
