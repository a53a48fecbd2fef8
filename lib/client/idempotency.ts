'use client';

import { useCallback, useRef } from 'react';

/**
 * One idempotency key per attempt of one user action: made when the person first acts, kept for that
 * attempt's retries and repeated clicks (so ten clicks on "Book" are one booking), dropped when the action
 * succeeds or its inputs change.
 */
export function useActionKey(inputs: unknown): { keyFor: () => string; settle: () => void } {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  const fingerprint = JSON.stringify(inputs) ?? '';
  const keyFor = useCallback(() => {
    if (current.current?.fingerprint !== fingerprint) {
      current.current = { fingerprint, key: crypto.randomUUID() };
    }
    return current.current.key;
  }, [fingerprint]);
  const settle = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, settle };
}
