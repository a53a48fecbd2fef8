import { afterEach, describe, expect, it, vi } from 'vitest';
import { toFieldIssues } from './validation';
import {
  ageOn,
  createUserBodySchema,
  createUserBodySchemaAt,
  normalizePhoneNumber,
  userSchema,
} from './user';

const TODAY = new Date('2026-06-15T12:00:00Z');
const schemaToday = createUserBodySchemaAt(TODAY);

function acceptsDateOfBirth(dateOfBirth: string): boolean {
  return schemaToday.safeParse({ dateOfBirth }).success;
}

describe('ageOn', () => {
  it('counts whole years to the UTC day', () => {
    expect(ageOn('2008-06-15', TODAY)).toBe(18);
    expect(ageOn('2008-06-16', TODAY)).toBe(17);
    expect(ageOn('1990-01-01', TODAY)).toBe(36);
    expect(ageOn('2008-06-16', new Date('2026-06-15T23:30:00-05:00'))).toBe(18);
  });

  it('reaches a 29 February birthday on 1 March in common years', () => {
    expect(ageOn('2008-02-29', new Date('2026-02-28T00:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', new Date('2026-03-01T00:00:00Z'))).toBe(18);
    expect(ageOn('2008-02-29', new Date('2028-02-29T00:00:00Z'))).toBe(20);
  });

  it('refuses something that is not a date', () => {
    expect(() => ageOn('June 1990', TODAY)).toThrow(RangeError);
  });
});

describe('createUserBodySchema: dateOfBirth', () => {
  it('accepts someone turning 18 today but not one day short', () => {
    expect(acceptsDateOfBirth('2008-06-15')).toBe(true);
    expect(acceptsDateOfBirth('2008-06-16')).toBe(false);
  });

  it('accepts 120 but not 121', () => {
    expect(acceptsDateOfBirth('1906-06-15')).toBe(true);
    expect(acceptsDateOfBirth('1905-06-16')).toBe(true);
    expect(acceptsDateOfBirth('1905-06-15')).toBe(false);
  });

  it('rejects a future date and an impossible day, reporting each once', () => {
    expect(acceptsDateOfBirth('2030-01-01')).toBe(false);
    const result = schemaToday.safeParse({ dateOfBirth: '2023-02-29' });
    expect(toFieldIssues(result.error!)).toEqual([
      { path: 'dateOfBirth', message: 'Must be a real date in the form YYYY-MM-DD' },
    ]);
  });

  it('reads the clock at parse time when not pinned', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-14T12:00:00Z'));
    expect(createUserBodySchema.safeParse({ dateOfBirth: '2008-06-15' }).success).toBe(false);
    vi.setSystemTime(TODAY);
    expect(createUserBodySchema.safeParse({ dateOfBirth: '2008-06-15' }).success).toBe(true);
  });

  afterEach(() => {
    vi.useRealTimers();
  });
});

describe('createUserBodySchema: other fields', () => {
  it('accepts an empty body, since every field is optional', () => {
    expect(schemaToday.parse({})).toEqual({});
  });

  it('accepts and tidies a full body', () => {
    expect(
      schemaToday.parse({
        firstName: ' Homer ',
        lastName: 'Simpson',
        dateOfBirth: '1956-05-12',
        email: 'homer@springfield.example',
        phoneNumber: '+1 (555) 010-4242',
        sex: 'male',
      }),
    ).toEqual({
      firstName: 'Homer',
      lastName: 'Simpson',
      dateOfBirth: '1956-05-12',
      email: 'homer@springfield.example',
      phoneNumber: '+15550104242',
      sex: 'male',
    });
  });

  it('accepts phone numbers of 7 to 15 digits, with or without +', () => {
    expect(schemaToday.parse({ phoneNumber: '5550104' }).phoneNumber).toBe('5550104');
    expect(schemaToday.parse({ phoneNumber: '+123456789012345' }).phoneNumber).toBe('+123456789012345');
    expect(normalizePhoneNumber('555-010 (42)')).toBe('55501042');
  });

  it('rejects phone numbers that are too short, too long or not digits', () => {
    for (const phoneNumber of ['555010', '+1234567890123456', '555-CALL-NOW', '1+5550104242', '']) {
      expect(schemaToday.safeParse({ phoneNumber }).success, phoneNumber).toBe(false);
    }
  });

  it('rejects a bad e-mail, an unknown sex, blank names and null', () => {
    expect(schemaToday.safeParse({ email: 'homer@' }).success).toBe(false);
    expect(schemaToday.parse({ email: ' homer@springfield.example ' }).email).toBe(
      'homer@springfield.example',
    );
    expect(schemaToday.safeParse({ email: 5 }).success).toBe(false);
    expect(schemaToday.safeParse({ sex: 'unknown' }).success).toBe(false);
    expect(schemaToday.safeParse({ sex: 'other' }).success).toBe(true);
    expect(schemaToday.safeParse({ firstName: '   ' }).success).toBe(false);
    expect(schemaToday.safeParse({ firstName: null }).success).toBe(false);
  });

  it('rejects unknown fields', () => {
    const result = schemaToday.safeParse({ firstName: 'Homer', nickname: 'Homie' });
    expect(toFieldIssues(result.error!)).toEqual([{ path: 'nickname', message: 'Unknown field' }]);
  });
});

describe('userSchema (read)', () => {
  const user = {
    id: 'usr_homer',
    createdAt: '2026-01-02T03:04:05Z',
    firstName: 'Homer',
    lastName: null,
    dateOfBirth: null,
    email: null,
    phoneNumber: null,
    sex: 'non_binary',
  };

  it('accepts nulls, any sex and keeps unknown fields', () => {
    expect(userSchema.parse({ ...user, organizationId: 'org_1' })).toEqual({
      ...user,
      organizationId: 'org_1',
    });
  });

  it('accepts a user with only the guaranteed fields', () => {
    expect(userSchema.safeParse({ id: 'usr_1', createdAt: '2026-01-02T03:04:05Z' }).success).toBe(true);
  });

  it('requires id and a UTC createdAt', () => {
    expect(userSchema.safeParse({ ...user, id: undefined }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, createdAt: '2026-01-02' }).success).toBe(false);
  });
});
