import { describe, expect, it } from 'vitest';
import {
  appointmentsListQuerySchema,
  chatsListQuerySchema,
  messagesListQuerySchema,
  pageSchema,
  sizeSchema,
  splitOrderBy,
} from './list-queries';

describe('pageSchema', () => {
  it('defaults to 1 and coerces query strings', () => {
    expect(pageSchema.parse(undefined)).toBe(1);
    expect(pageSchema.parse('1')).toBe(1);
    expect(pageSchema.parse('250')).toBe(250);
    expect(pageSchema.parse(3)).toBe(3);
  });

  it('rejects 0, negatives and non-integers', () => {
    for (const value of ['0', '-1', '1.5', 'abc', '', ' 1', '1e1', '0x10', 0, 1.5]) {
      expect(pageSchema.safeParse(value).success, `page=${String(value)}`).toBe(false);
    }
  });
});

describe('sizeSchema', () => {
  it('defaults to 20 and accepts 1 through 100', () => {
    expect(sizeSchema.parse(undefined)).toBe(20);
    expect(sizeSchema.parse('1')).toBe(1);
    expect(sizeSchema.parse('100')).toBe(100);
  });

  it('rejects 0 and 101 rather than clamping them', () => {
    expect(sizeSchema.safeParse('0').success).toBe(false);
    expect(sizeSchema.safeParse('101').success).toBe(false);
    expect(sizeSchema.safeParse('20.0').success).toBe(false);
  });
});

describe('chatsListQuerySchema', () => {
  it('fills every default', () => {
    expect(chatsListQuerySchema.parse({})).toEqual({ page: 1, size: 20, orderBy: '-createdAt' });
  });

  it('accepts createdAt and updatedAt in both directions', () => {
    for (const orderBy of ['createdAt', '-createdAt', 'updatedAt', '-updatedAt']) {
      expect(chatsListQuerySchema.parse({ orderBy }).orderBy).toBe(orderBy);
    }
  });

  it('rejects other orders, empty ones and unknown parameters', () => {
    for (const orderBy of ['id', '-id', '+createdAt', 'created_at', '']) {
      expect(chatsListQuerySchema.safeParse({ orderBy }).success, `orderBy=${orderBy}`).toBe(false);
    }
    expect(chatsListQuerySchema.safeParse({ sort: 'createdAt' }).success).toBe(false);
  });
});

describe('messagesListQuerySchema', () => {
  it('defaults to oldest first', () => {
    expect(messagesListQuerySchema.parse({ page: '2', size: '50' })).toEqual({
      page: 2,
      size: 50,
      orderBy: 'createdAt',
    });
  });

  it('allows only createdAt', () => {
    expect(messagesListQuerySchema.parse({ orderBy: '-createdAt' }).orderBy).toBe('-createdAt');
    expect(messagesListQuerySchema.safeParse({ orderBy: 'updatedAt' }).success).toBe(false);
  });
});

describe('appointmentsListQuerySchema', () => {
  it('treats an absent, null or empty status as no filter', () => {
    expect(appointmentsListQuerySchema.parse({}).status).toBeUndefined();
    expect(appointmentsListQuerySchema.parse({ status: '' }).status).toBeUndefined();
    expect(appointmentsListQuerySchema.parse({ status: null }).status).toBeNull();
  });

  it('accepts booked and cancelled only, and no orderBy', () => {
    expect(appointmentsListQuerySchema.parse({ status: 'booked' }).status).toBe('booked');
    expect(appointmentsListQuerySchema.parse({ status: 'cancelled' }).status).toBe('cancelled');
    expect(appointmentsListQuerySchema.safeParse({ status: 'pending' }).success).toBe(false);
    expect(appointmentsListQuerySchema.safeParse({ orderBy: 'startsAt' }).success).toBe(false);
    expect(appointmentsListQuerySchema.safeParse({ size: '101' }).success).toBe(false);
  });
});

describe('splitOrderBy', () => {
  it('reads a leading - as descending', () => {
    expect(splitOrderBy('-updatedAt')).toEqual({ field: 'updatedAt', direction: 'desc' });
    expect(splitOrderBy('createdAt')).toEqual({ field: 'createdAt', direction: 'asc' });
  });
});
