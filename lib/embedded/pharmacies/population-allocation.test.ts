import { describe, expect, it } from 'vitest';
import { placeByPopulation } from './population-allocation';

const area = (name: string, population: number) => ({ name, population });

describe('placeByPopulation', () => {
  it('places one pharmacy each time the running total passes a mark', () => {
    const areas = [area('a', 30_000), area('b', 30_000), area('c', 140_000)];
    const placements = placeByPopulation(areas, 50_000, 10_000);
    // Marks at 10k, 60k, 110k, 160k: a holds 0–30k, b 30k–60k, c 60k–200k.
    expect(placements.map((placement) => [placement.area.name, placement.ordinal])).toEqual([
      ['a', 0],
      ['c', 0],
      ['c', 1],
      ['c', 2],
    ]);
  });

  it('gives every run of areas holding at least one share of residents a pharmacy', () => {
    const areas = Array.from({ length: 200 }, (_, index) =>
      area(`z${index}`, 1_000 + ((index * 7919) % 9_000)),
    );
    for (const start of [0, 1, 12_345, 49_999]) {
      const placed = new Set(placeByPopulation(areas, 50_000, start).map((placement) => placement.area.name));
      for (let from = 0; from < areas.length; from++) {
        let total = 0;
        for (let to = from; to < areas.length && total < 50_000; to++) {
          total += areas[to]?.population ?? 0;
          if (total >= 50_000) {
            expect(areas.slice(from, to + 1).some((candidate) => placed.has(candidate.name))).toBe(true);
          }
        }
      }
    }
  });

  it('places floor or ceiling of total / share pharmacies', () => {
    const areas = [area('a', 123_456), area('b', 0), area('c', 76_544)];
    const count = placeByPopulation(areas, 50_000, 25_000).length;
    expect(count).toBe(4);
  });

  it('rejects a start outside the first share', () => {
    expect(() => placeByPopulation([], 50_000, 50_000)).toThrow(RangeError);
    expect(() => placeByPopulation([], 0, 0)).toThrow(RangeError);
  });
});
