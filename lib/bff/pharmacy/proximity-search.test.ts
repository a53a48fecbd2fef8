import { describe, expect, it } from 'vitest';
import { toProximitySearch } from './proximity-search';
import { coordinatesOfZip, zipOfSearchTerm } from './zip-coordinates';

describe('ZIP codes in a pharmacy search', () => {
  it('recognises a five-digit ZIP and a ZIP+4, and nothing else', () => {
    expect(zipOfSearchTerm(' 62704 ')).toBe('62704');
    expect(zipOfSearchTerm('62704-1234')).toBe('62704');
    expect(zipOfSearchTerm('Springfield')).toBeNull();
    expect(zipOfSearchTerm('6270')).toBeNull();
    expect(zipOfSearchTerm('627041')).toBeNull();
  });

  it('finds the centre of a known ZIP code area', () => {
    const springfield = coordinatesOfZip('62704');
    expect(springfield?.latitude).toBeCloseTo(39.77, 1);
    expect(springfield?.longitude).toBeCloseTo(-89.68, 1);
    expect(coordinatesOfZip('00000')).toBeNull();
  });

  it('turns a ZIP into coordinates and an empty term, keeping the state filter', () => {
    const search = toProximitySearch({ searchTerm: '62704', state: 'IL' });
    expect(search.searchTerm).toBe('');
    expect(search.state).toBe('IL');
    expect(search.latitude).toBeCloseTo(39.77, 1);
    expect(search.longitude).toBeCloseTo(-89.68, 1);
  });

  it('keeps the browser position when one was sent with a ZIP', () => {
    expect(toProximitySearch({ searchTerm: '62704', latitude: 41.88, longitude: -87.63 })).toEqual({
      searchTerm: '',
      latitude: 41.88,
      longitude: -87.63,
    });
  });

  it('leaves names, cities and unknown ZIP codes as they are', () => {
    expect(toProximitySearch({ searchTerm: 'Springfield' })).toEqual({ searchTerm: 'Springfield' });
    expect(toProximitySearch({ searchTerm: '00000' })).toEqual({ searchTerm: '00000' });
  });
});
