'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { pharmacySearchDataSchema, type Pharmacy, type PharmacySearchBodyInput } from '@/lib/contract';
import type { PreferredPharmacy } from '@/lib/contract/bff';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';

const preferredPharmacySchema = z
  .looseObject({
    ncpdpId: z.string(),
    name: z.string(),
    address: z
      .looseObject({
        line1: z.string().optional(),
        city: z.string().optional(),
        state: z.string().optional(),
        postalCode: z.string().optional(),
      })
      .optional(),
    phoneNumber: z.string().optional(),
  })
  .nullable() satisfies z.ZodType<PreferredPharmacy | null>;

export const preferredPharmacyQuery = queryOptions({
  queryKey: queryKeys.pharmacy.preferred,
  queryFn: ({ signal }) => apiFetch('/api/pharmacy', { schema: preferredPharmacySchema, signal }),
});

export function usePreferredPharmacy() {
  return useQuery(preferredPharmacyQuery);
}

/** A search is a read: each one gets its own key so that a passing failure can be retried as a replay. */
export function usePharmacySearch(search: PharmacySearchBodyInput | null) {
  return useQuery({
    queryKey: queryKeys.pharmacy.search(search),
    enabled: search !== null,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      apiFetch('/api/pharmacy/search', {
        body: search,
        idempotencyKey: crypto.randomUUID(),
        schema: pharmacySearchDataSchema,
        signal,
      }).then((data) => data.pharmacies),
  });
}

export function useSetPreferredPharmacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pharmacy, idempotencyKey }: { pharmacy: Pharmacy; idempotencyKey: string }) =>
      apiFetch('/api/pharmacy', {
        method: 'PUT',
        body: { ncpdpId: pharmacy.ncpdpId, pharmacy },
        idempotencyKey,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.pharmacy.preferred }),
  });
}
