import 'server-only';
import { ERROR_CODES, pharmacySearchBodySchema, type Pharmacy } from '@/lib/contract';
import type { PreferredPharmacy, PutPreferredPharmacyBody } from '@/lib/contract/bff';
import { ApiError } from '@/lib/bff/http/api-error';
import { newIdempotencyKey, type ServiceClient } from '@/lib/service';

/** Only the fields the app shows, from a pharmacy as the service's search returned it. */
export function toPreferredPharmacy(pharmacy: Pharmacy): PreferredPharmacy {
  const { line1, city, state, postalCode } = pharmacy.address;
  return {
    ncpdpId: pharmacy.ncpdpId,
    name: pharmacy.name,
    address: { line1, city, state, postalCode },
    phoneNumber: pharmacy.phoneNumber,
  };
}

/**
 * Searches that may find the chosen pharmacy, most precise first: its id (the embedded service matches
 * a whole NCPDP id; the interface does not say whether the real one does), then the browser's copy used
 * only as search terms (ZIP code, name, city, in its state). Whatever the browser sent is never stored:
 * only a result whose id is the chosen one is.
 */
function lookupSearches({ ncpdpId, pharmacy }: PutPreferredPharmacyBody) {
  const terms = [ncpdpId];
  if (pharmacy) terms.push(pharmacy.address.postalCode, pharmacy.name, pharmacy.address.city);
  const state = pharmacy?.address.state;
  return [...new Set(terms)].flatMap((searchTerm, index) => {
    const parsed = pharmacySearchBodySchema.safeParse(index === 0 ? { searchTerm } : { searchTerm, state });
    return parsed.success && parsed.data.searchTerm !== '' ? [parsed.data] : [];
  });
}

/** The chosen pharmacy as the service's search returns it; 400 `error.pharmacy.unknown` when none does. */
export async function lookUpPharmacy({
  client,
  choice,
}: {
  client: ServiceClient;
  choice: PutPreferredPharmacyBody;
}): Promise<Pharmacy> {
  for (const body of lookupSearches(choice)) {
    // A search changes nothing: a key lets the client retry it after a passing 5xx like a read.
    const results = await client.searchPharmacies({ body, idempotencyKey: newIdempotencyKey() });
    const found = results.find((result) => result.ncpdpId === choice.ncpdpId);
    if (found) return found;
  }
  throw new ApiError({
    status: 400,
    code: ERROR_CODES.pharmacyUnknown,
    message: 'That pharmacy could not be found. Please search again.',
  });
}
