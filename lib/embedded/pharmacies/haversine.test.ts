import { describe, expect, it } from 'vitest';
import { haversineMiles } from './haversine';

const newYork = { latitude: 40.7128, longitude: -74.006 };
const losAngeles = { latitude: 34.0522, longitude: -118.2437 };

describe('haversineMiles', () => {
  it('measures New York to Los Angeles at about 2,445 miles', () => {
    expect(haversineMiles(newYork, losAngeles)).toBeGreaterThan(2_440);
    expect(haversineMiles(newYork, losAngeles)).toBeLessThan(2_450);
  });

  it('is zero for one point and symmetric', () => {
    expect(haversineMiles(newYork, newYork)).toBe(0);
    expect(haversineMiles(losAngeles, newYork)).toBeCloseTo(haversineMiles(newYork, losAngeles), 9);
  });

  it('measures one degree of latitude at about 69 miles', () => {
    expect(haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      69.09,
      1,
    );
  });
});
