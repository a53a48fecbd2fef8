import { describe, expect, it } from 'vitest';
import { isoDateFromParts, joinDateParts, splitDateParts } from './date-parts';

describe('date parts', () => {
  it('keep what was typed in each part, and nothing at all as empty', () => {
    expect(joinDateParts({ day: '27', month: '3', year: '1985' })).toBe('1985-3-27');
    expect(joinDateParts({ day: '27', month: '', year: '1985' })).toBe('1985--27');
    expect(joinDateParts({ day: '', month: '', year: '' })).toBe('');
    expect(splitDateParts('1985--27')).toEqual({ day: '27', month: '', year: '1985' });
    expect(splitDateParts('')).toEqual({ day: '', month: '', year: '' });
    expect(splitDateParts(joinDateParts({ day: '', month: '4', year: '' }))).toEqual({
      day: '',
      month: '4',
      year: '',
    });
  });

  it('name a calendar date only when every part is there and the day exists', () => {
    expect(isoDateFromParts('1985-3-7')).toBe('1985-03-07');
    expect(isoDateFromParts('1985-03-27')).toBe('1985-03-27');
    expect(isoDateFromParts('2024-2-29')).toBe('2024-02-29');
    expect(isoDateFromParts('2023-2-29')).toBeNull();
    expect(isoDateFromParts('1985-13-1')).toBeNull();
    expect(isoDateFromParts('1985-0-10')).toBeNull();
    expect(isoDateFromParts('85-3-27')).toBeNull();
    expect(isoDateFromParts('1985--27')).toBeNull();
    expect(isoDateFromParts('')).toBeNull();
  });
});
