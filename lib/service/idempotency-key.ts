import 'server-only';

/** A fresh key for one logical mutation; every retry of that mutation must reuse it. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
