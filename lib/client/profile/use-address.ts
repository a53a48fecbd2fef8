'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, PutAddressBody } from '@/lib/contract';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { addressQuery } from './queries';

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
