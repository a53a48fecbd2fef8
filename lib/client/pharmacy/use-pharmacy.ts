'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pharmacy, PharmacySearchBodyInput, PharmacySearchData } from '@/lib/contract';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { preferredPharmacyQuery } from './queries';

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
      apiFetch<PharmacySearchData>('/api/pharmacy/search', {
        body: search,
        idempotencyKey: crypto.randomUUID(),
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
