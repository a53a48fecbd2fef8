import { z } from 'zod';
import { hasNoPriorIssues, ncpdpIdSchema, pharmacySchema } from '@/lib/contract';

/** The user's preferred pharmacy as chosen here: the interface can set it but never read it back. */
export interface PreferredPharmacy {
  ncpdpId: string;
  name: string;
  address?: { line1?: string; city?: string; state?: string; postalCode?: string };
  phoneNumber?: string;
}

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

export type PutPreferredPharmacyBody = z.infer<typeof putPreferredPharmacyBodySchema>;
