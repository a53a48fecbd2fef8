import { expect } from 'vitest';
import { IDEMPOTENCY_REPLAYED_HEADER, idempotencyConflictDataSchema } from '@/lib/contract';
import { expectError, parseOrFail } from './expectations';
import type { ApiResponse } from './http-client';
import { target } from './target';

/** Sends the same keyed request twice: the second answer is the stored first one, marked as replayed. */
export async function expectReplay(send: () => Promise<ApiResponse>): Promise<ApiResponse> {
  const first = await send();
  expect(first.status, first.text).toBeGreaterThanOrEqual(200);
  expect(first.status, first.text).toBeLessThan(300);
  expect(first.headers.get(IDEMPOTENCY_REPLAYED_HEADER)).not.toBe('true');
  const again = await send();
  expect(again.status, again.text).toBe(first.status);
  expect(again.headers.get(IDEMPOTENCY_REPLAYED_HEADER)).toBe('true');
  expect(again.body).toEqual(first.body);
  return first;
}

export function expectPayloadMismatch(response: ApiResponse): void {
  const envelope = expectError(response, { status: 409, embeddedCode: 'error.idempotency.conflict' });
  if (!target.embedded) return;
  expect(parseOrFail(idempotencyConflictDataSchema, envelope.data, 'The conflict data').reason).toBe(
    'payload_mismatch',
  );
}
