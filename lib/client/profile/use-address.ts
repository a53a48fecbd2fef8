'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressSchema, ERROR_CODES, type Address, type PutAddressBody } from '@/lib/contract';
import { ApiClientError, apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';

/** The address on file, or null when none is (the BFF's 404 is an answer, not a failure). */
export async function fetchAddress(signal?: AbortSignal): Promise<Address | null> {
  try {
    return await apiFetch('/api/address', { schema: addressSchema, signal });
  } catch (error) {
    if (error instanceof ApiClientError && error.code === ERROR_CODES.addressNotFound) return null;
    throw error;
  }
}

export const addressQuery = queryOptions({
  queryKey: queryKeys.address,
  queryFn: ({ signal }) => fetchAddress(signal),
});

export function useAddress() {
  return useQuery(addressQuery);
}

export interface SaveAddressInput {
  body: PutAddressBody;
  idempotencyKey: string;
}

/** Replaces the whole address; the cached copy becomes what was sent. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: SaveAddressInput) =>
      apiFetch('/api/address', { method: 'PUT', body, idempotencyKey }),
    onSuccess: (_data, { body }) => {
      queryClient.setQueryData<Address | null>(queryKeys.address, { line2: null, ...body });
      return queryClient.invalidateQueries({ queryKey: queryKeys.address });
    },
  });
}
