import { expect } from 'vitest';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  pagedEnvelopeSchema,
  REQUEST_ID_HEADER,
  SUCCESS_CODE,
  SUCCESS_MESSAGE,
  successEnvelopeSchema,
  validationErrorDataSchema,
  type ErrorEnvelope,
  type PagedData,
} from '@/lib/contract';
import type { ApiResponse } from './http-client';
import { target } from './target';

/**
 * Where the interface leaves a status "not shown", any 2xx conforms; the embedded service is held to
 * the status decided for it (docs/decisions/0001-status-codes.md).
 */
export type ExpectedStatus = number | { decided: number };

function describe(response: ApiResponse): string {
  return `HTTP ${response.status} ${response.text.slice(0, 600)}`;
}

export function parseOrFail<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new Error(
      `${what} does not match the contract: ${issues.join('; ')}\n${JSON.stringify(value)?.slice(0, 600)}`,
    );
  }
  return parsed.data;
}

export function expectStatus(response: ApiResponse, expected: ExpectedStatus): void {
  if (typeof expected === 'number') {
    expect(response.status, describe(response)).toBe(expected);
  } else if (target.embedded) {
    expect(response.status, describe(response)).toBe(expected.decided);
  } else {
    expect(response.status, describe(response)).toBeGreaterThanOrEqual(200);
    expect(response.status, describe(response)).toBeLessThan(300);
  }
}

export function expectRequestId(response: ApiResponse): void {
  expect(response.headers.get(REQUEST_ID_HEADER), `${REQUEST_ID_HEADER} header`).toBeTruthy();
}

/** Status, X-Request-ID and the success envelope; returns `data` parsed with the contract's schema. */
export function expectSuccess<T extends z.ZodType>(
  response: ApiResponse,
  { status, data }: { status: ExpectedStatus; data: T },
): z.infer<T> {
  expectStatus(response, status);
  expectRequestId(response);
  const envelope = parseOrFail(successEnvelopeSchema(data), response.body, 'The success envelope');
  expect(envelope.code).toBe(SUCCESS_CODE);
  expect(envelope.message).toBe(SUCCESS_MESSAGE);
  return envelope.data as z.infer<T>;
}

export function expectPaged<T extends z.ZodType>(response: ApiResponse, item: T): PagedData<z.infer<T>> {
  expect(response.status, describe(response)).toBe(200);
  expectRequestId(response);
  const envelope = parseOrFail(pagedEnvelopeSchema(item), response.body, 'The paged envelope');
  expect(envelope.code).toBe(SUCCESS_CODE);
  const { total, page, size, pages, hasNext, hasPrev, items } = envelope.data;
  expect(pages, 'pages is the computed page count').toBe(Math.ceil(total / size));
  expect(hasNext).toBe(page < pages);
  expect(hasPrev).toBe(page > 1);
  expect(items.length).toBeLessThanOrEqual(size);
  return envelope.data as PagedData<z.infer<T>>;
}

/** "Body is null": the envelope with `data: null`; other services may send no body at all. */
export function expectNullResult(response: ApiResponse, status: ExpectedStatus): void {
  expectStatus(response, status);
  expectRequestId(response);
  if (response.text.trim() === '' && !target.embedded) return;
  const envelope = parseOrFail(successEnvelopeSchema(z.null()), response.body, 'The envelope with data null');
  expect(envelope.code).toBe(SUCCESS_CODE);
}

export interface ExpectedError {
  status: number;
  /** A code the interface names. */
  code?: string;
  /** A code decided for the embedded service only (docs/decisions/0008-validation-and-error-bodies.md). */
  embeddedCode?: string;
}

export function expectError(response: ApiResponse, expected: ExpectedError): ErrorEnvelope {
  expect(response.status, describe(response)).toBe(expected.status);
  expectRequestId(response);
  const envelope = parseOrFail(errorEnvelopeSchema, response.body, 'The error envelope');
  if (expected.code !== undefined) expect(envelope.code).toBe(expected.code);
  if (expected.embeddedCode !== undefined && target.embedded)
    expect(envelope.code).toBe(expected.embeddedCode);
  return envelope;
}

/** Any 4xx with the error envelope, where the interface names no status; the embedded code when given. */
export function expectClientError(response: ApiResponse, embeddedCode?: string): ErrorEnvelope {
  expect(response.status, describe(response)).toBeGreaterThanOrEqual(400);
  expect(response.status, describe(response)).toBeLessThan(500);
  return expectError(response, { status: response.status, embeddedCode });
}

/** 422; on the embedded service also `error.validation` naming the failing field. */
export function expectValidationError(response: ApiResponse, field?: string): void {
  const envelope = expectError(response, { status: 422, embeddedCode: 'error.validation' });
  if (!target.embedded || field === undefined) return;
  const data = parseOrFail(validationErrorDataSchema, envelope.data, 'The validation error data');
  expect(data.fields.map((issue) => issue.path)).toContain(field);
}

/** 400 `error.partner.validation`, the interface's code for chat and stream content. */
export function expectPartnerValidationError(response: ApiResponse, field?: string): void {
  const envelope = expectError(response, { status: 400, code: 'error.partner.validation' });
  if (!target.embedded || field === undefined) return;
  const data = parseOrFail(validationErrorDataSchema, envelope.data, 'The validation error data');
  expect(data.fields.map((issue) => issue.path)).toContain(field);
}

/**
 * A stream body of the wrong shape: the interface gives 400 for stream content and 422 for request shapes,
 * without saying which a missing `userEvent` is; the embedded service answers 422.
 */
export function expectStreamShapeError(response: ApiResponse, field: string): void {
  if (target.embedded) {
    expectValidationError(response, field);
    return;
  }
  expect([400, 422], describe(response)).toContain(response.status);
  expectError(response, { status: response.status });
}
