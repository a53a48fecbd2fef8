import { queryOptions } from '@tanstack/react-query';
import type { PreferredPharmacy } from '@/lib/contract/bff';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';

/**
 * The pharmacy the patient chose here, or null. Not parsed again: the BFF answers it from its own
 * record, which it validated when the patient chose it.
 */
export const preferredPharmacyQuery = queryOptions({
  queryKey: queryKeys.pharmacy.preferred,
  queryFn: ({ signal }) => apiFetch<PreferredPharmacy | null>('/api/pharmacy', { signal }),
});
