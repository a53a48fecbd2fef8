import type { Pharmacy } from '@/lib/contract/pharmacy';
import { PHARMACY_SEARCH_RESULT_LIMIT } from '@/lib/contract/pharmacy-values';
import type { UsStateCode } from '@/lib/contract/us-states';
import { getPharmacyDirectory, type DirectoryPharmacy } from './pharmacy-directory';
import { haversineMiles } from './haversine';
import { compareText } from './zip-code-areas';

/** The most results one search returns, whatever limit is asked for. */
export const PHARMACY_SEARCH_LIMIT = PHARMACY_SEARCH_RESULT_LIMIT;

export interface PharmacySearchParams {
  searchTerm: string;
  latitude?: number;
  longitude?: number;
  state?: UsStateCode;
  limit?: number;
}

export type PharmacySearchResult = Pharmacy;

interface SearchablePharmacy {
  pharmacy: DirectoryPharmacy;
  lowerName: string;
  lowerCity: string;
}

let searchable: readonly SearchablePharmacy[] | undefined;

function searchablePharmacies(): readonly SearchablePharmacy[] {
  searchable ??= getPharmacyDirectory().map((pharmacy) => ({
    pharmacy,
    lowerName: pharmacy.name.toLowerCase(),
    lowerCity: pharmacy.address.city.toLowerCase(),
  }));
  return searchable;
}

function matches(entry: SearchablePharmacy, term: string): boolean {
  return (
    entry.lowerName.includes(term) ||
    entry.lowerCity.includes(term) ||
    entry.pharmacy.address.postalCode.includes(term) ||
    entry.pharmacy.ncpdpId === term
  );
}

function effectiveLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return PHARMACY_SEARCH_LIMIT;
  return Math.max(0, Math.min(Math.floor(limit), PHARMACY_SEARCH_LIMIT));
}

function toResult(pharmacy: DirectoryPharmacy, distanceMiles?: number): PharmacySearchResult {
  const result: PharmacySearchResult = {
    name: pharmacy.name,
    ncpdpId: pharmacy.ncpdpId,
    address: { ...pharmacy.address },
    phoneNumber: pharmacy.phoneNumber,
  };
  if (distanceMiles !== undefined) result.distanceMiles = Math.round(distanceMiles * 10) / 10;
  return result;
}

/**
 * Pharmacies whose name, city or ZIP code contains the term, or whose NCPDP id is the term (trimmed, any case; an empty term matches
 * all), optionally in one state. With both coordinates the nearest come first and each result carries
 * its distance; without them results follow state, city and name.
 */
export function searchPharmacies(params: PharmacySearchParams): PharmacySearchResult[] {
  const term = params.searchTerm.trim().toLowerCase();
  const limit = effectiveLimit(params.limit);
  const candidates = searchablePharmacies().filter(
    (entry) =>
      (params.state === undefined || entry.pharmacy.address.state === params.state) && matches(entry, term),
  );

  const { latitude, longitude } = params;
  if (latitude === undefined || longitude === undefined || !Number.isFinite(latitude + longitude)) {
    // The directory is already in state, city, name order.
    return candidates.slice(0, limit).map((entry) => toResult(entry.pharmacy));
  }

  const origin = { latitude, longitude };
  return candidates
    .map((entry) => ({ pharmacy: entry.pharmacy, miles: haversineMiles(origin, entry.pharmacy) }))
    .sort((a, b) => a.miles - b.miles || compareText(a.pharmacy.ncpdpId, b.pharmacy.ncpdpId))
    .slice(0, limit)
    .map(({ pharmacy, miles }) => toResult(pharmacy, miles));
}
