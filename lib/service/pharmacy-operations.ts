import 'server-only';
import { pharmacySearchDataSchema, type Pharmacy, type PharmacySearchBodyInput } from '@/lib/contract';
import type { ServiceConnection } from './service-connection';
import { acceptEmptySuccess, readEnvelopeData } from './service-reply';
import { sendServiceCall } from './service-transport';

export function createPharmacyOperations(connection: ServiceConnection) {
  return {
    /** Bearer only. A POST, so it is retried only when given an Idempotency-Key. */
    async searchPharmacies({
      body,
      idempotencyKey,
    }: {
      body: PharmacySearchBodyInput;
      idempotencyKey?: string;
    }): Promise<Pharmacy[]> {
      const reply = await sendServiceCall(connection, {
        method: 'POST',
        pathTemplate: '/pharmacy/search/',
        pathParams: {},
        body,
        idempotencyKey,
      });
      return readEnvelopeData({ reply, schema: pharmacySearchDataSchema }).pharmacies;
    },

    // NOTE: the interface has no read of the preferred pharmacy; callers keep their own copy.
    async setPreferredPharmacy({
      userId,
      ncpdpId,
      idempotencyKey,
    }: {
      userId: string;
      ncpdpId: string;
      idempotencyKey: string;
    }): Promise<void> {
      const reply = await sendServiceCall(connection, {
        method: 'PUT',
        pathTemplate: '/pharmacy/',
        pathParams: {},
        userId,
        body: { ncpdpId },
        idempotencyKey,
      });
      acceptEmptySuccess(reply);
    },
  };
}

export type PharmacyOperations = ReturnType<typeof createPharmacyOperations>;
