import 'server-only';
import { z } from 'zod';
import { hasNoPriorIssues, ncpdpIdSchema, pharmacySchema, type Pharmacy } from '@/lib/contract';
import type { PreferredPharmacy } from '@/lib/db/app-schema';

/**
 * `PUT /api/pharmacy`: the id goes to the service; the details, as the browser got them from the search,
 * are only kept here, because the interface cannot read the preferred pharmacy back.
 */
export const putPreferredPharmacyBodySchema = z
  .strictObject({ ncpdpId: ncpdpIdSchema, pharmacy: pharmacySchema.optional() })
  .refine(({ ncpdpId, pharmacy }) => pharmacy === undefined || pharmacy.ncpdpId === ncpdpId, {
    path: ['pharmacy', 'ncpdpId'],
    error: 'Must be the same as ncpdpId',
    when: hasNoPriorIssues,
  });

/** Only the fields the app shows: whatever else the browser sent is not stored. */
export function toPreferredPharmacy({
  ncpdpId,
  pharmacy,
}: {
  ncpdpId: string;
  pharmacy?: Pharmacy;
}): PreferredPharmacy {
  // NOTE: without details from the browser the name is unknown; the interface has no pharmacy lookup by id.
  if (!pharmacy) return { ncpdpId, name: '' };
  const { line1, city, state, postalCode } = pharmacy.address;
  return {
    ncpdpId,
    name: pharmacy.name,
    address: { line1, city, state, postalCode },
    phoneNumber: pharmacy.phoneNumber,
  };
}
