import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  errorEnvelope,
  errorEnvelopeSchema,
  pageCount,
  pagedEnvelope,
  pagedEnvelopeSchema,
  successEnvelope,
  successEnvelopeSchema,
  SUCCESS_CODE,
  SUCCESS_MESSAGE,
} from './envelope';

describe('successEnvelope', () => {
  it('wraps data with the success code and message', () => {
    expect(successEnvelope({ id: 'u1' })).toEqual({
      code: 'success',
      message: 'Request successful',
      data: { id: 'u1' },
    });
    expect(successEnvelope(null)).toEqual({ code: SUCCESS_CODE, message: SUCCESS_MESSAGE, data: null });
  });
});

describe('pagedEnvelope', () => {
  it('has no pages and neither neighbour when there are no items', () => {
    expect(pagedEnvelope({ items: [], total: 0, page: 1, size: 20 }).data).toEqual({
      items: [],
      total: 0,
      page: 1,
      size: 20,
      pages: 0,
      hasNext: false,
      hasPrev: false,
    });
  });

  it('counts an exact multiple without an extra page', () => {
    const first = pagedEnvelope({ items: ['a', 'b'], total: 40, page: 1, size: 20 }).data;
    expect(first).toMatchObject({ pages: 2, hasNext: true, hasPrev: false });
    const last = pagedEnvelope({ items: ['a'], total: 40, page: 2, size: 20 }).data;
    expect(last).toMatchObject({ pages: 2, hasNext: false, hasPrev: true });
  });

  it('counts a partial last page', () => {
    expect(pagedEnvelope({ items: ['x'], total: 41, page: 3, size: 20 }).data).toMatchObject({
      pages: 3,
      hasNext: false,
      hasPrev: true,
    });
    expect(pagedEnvelope({ items: ['x'], total: 41, page: 2, size: 20 }).data).toMatchObject({
      hasNext: true,
      hasPrev: true,
    });
  });

  it('reports a page past the end as having only a previous page', () => {
    expect(pagedEnvelope({ items: [], total: 5, page: 9, size: 20 }).data).toMatchObject({
      pages: 1,
      hasNext: false,
      hasPrev: true,
    });
  });

  it('builds what its schema parses', () => {
    const envelope = pagedEnvelope({ items: [{ id: 'c1' }], total: 1, page: 1, size: 1 });
    expect(pagedEnvelopeSchema(z.object({ id: z.string() })).parse(envelope)).toEqual(envelope);
  });
});

describe('pageCount', () => {
  it('rounds up and refuses a non-positive size', () => {
    expect(pageCount({ total: 1, size: 100 })).toBe(1);
    expect(pageCount({ total: 101, size: 100 })).toBe(2);
    expect(() => pageCount({ total: 1, size: 0 })).toThrow(RangeError);
  });
});

describe('envelope schemas on read', () => {
  it('keep unknown fields of the envelope', () => {
    const parsed = successEnvelopeSchema(z.null()).parse({
      code: 'success',
      message: 'ok',
      data: null,
      traceId: 't',
    });
    expect(parsed).toEqual({ code: 'success', message: 'ok', data: null, traceId: 't' });
  });

  it('require the paging fields', () => {
    const schema = pagedEnvelopeSchema(z.string());
    const data = { items: ['a'], total: 1, page: 1, size: 20, pages: 1, hasNext: false, hasPrev: false };
    expect(schema.safeParse({ code: 'success', message: 'm', data }).success).toBe(true);
    const { hasPrev: _omitted, ...withoutHasPrev } = data;
    expect(schema.safeParse({ code: 'success', message: 'm', data: withoutHasPrev }).success).toBe(false);
    expect(schema.safeParse({ code: 'success', message: 'm', data: { ...data, total: 1.5 } }).success).toBe(
      false,
    );
  });

  it('parse an error with or without data, keeping unknown fields', () => {
    expect(errorEnvelopeSchema.parse({ code: 'error.auth.unauthorized', message: 'No' })).toEqual({
      code: 'error.auth.unauthorized',
      message: 'No',
    });
    expect(
      errorEnvelopeSchema.parse({
        code: 'error.validation',
        message: 'Bad',
        data: { fields: [] },
        detail: 'x',
      }),
    ).toEqual({ code: 'error.validation', message: 'Bad', data: { fields: [] }, detail: 'x' });
    expect(errorEnvelopeSchema.safeParse({ message: 'no code' }).success).toBe(false);
  });

  it('errorEnvelope omits data unless given', () => {
    expect(errorEnvelope({ code: 'error.internal', message: 'Oops' })).toEqual({
      code: 'error.internal',
      message: 'Oops',
    });
    expect('data' in errorEnvelope({ code: 'error.internal', message: 'Oops' })).toBe(false);
    expect(errorEnvelope({ code: 'error.validation', message: 'Bad', data: { fields: [] } }).data).toEqual({
      fields: [],
    });
  });
});
