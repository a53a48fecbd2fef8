export interface Placement<Area> {
  area: Area;
  /** 0 for the first pharmacy placed in this area, 1 for the second, … */
  ordinal: number;
}

/**
 * Systematic sampling in proportion to population: walking the areas with a running resident total,
 * a pharmacy lands in the area where the total passes `start`, `start + peoplePerPharmacy`, and so on.
 * Every run of consecutive areas with at least `peoplePerPharmacy` residents therefore gets at least
 * one pharmacy — the caller orders areas by state and city to give that guarantee to each of them.
 */
export function placeByPopulation<Area extends { population: number }>(
  areas: readonly Area[],
  peoplePerPharmacy: number,
  start: number,
): Array<Placement<Area>> {
  if (!(peoplePerPharmacy > 0)) throw new RangeError('peoplePerPharmacy must be positive');
  if (!(start >= 0 && start < peoplePerPharmacy))
    throw new RangeError('start must be in [0, peoplePerPharmacy)');
  const placements: Array<Placement<Area>> = [];
  let runningTotal = 0;
  let nextMark = start;
  for (const area of areas) {
    runningTotal += Math.max(0, area.population);
    for (let ordinal = 0; nextMark < runningTotal; ordinal++) {
      placements.push({ area, ordinal });
      nextMark += peoplePerPharmacy;
    }
  }
  return placements;
}
