import 'server-only';
import { addressSchema, type Address, type PutAddressBodyInput } from '@/lib/contract';
import type { ServiceConnection } from './service-connection';
import { ServiceError } from './service-error';
import { acceptEmptySuccess, readEnvelopeData } from './service-reply';
import { sendServiceCall } from './service-transport';

export function createAddressOperations(connection: ServiceConnection) {
  return {
    /** An upsert that replaces the whole address. */
    async putAddress({
      userId,
      body,
      idempotencyKey,
    }: {
      userId: string;
      body: PutAddressBodyInput;
      idempotencyKey: string;
    }): Promise<void> {
      const reply = await sendServiceCall(connection, {
        method: 'PUT',
        pathTemplate: '/address/',
        pathParams: {},
        userId,
        body,
        idempotencyKey,
      });
      acceptEmptySuccess(reply);
    },

    /** `null` when no address is on file, which the interface reports as 404. */
    async getAddress({ userId }: { userId: string }): Promise<Address | null> {
      try {
        const reply = await sendServiceCall(connection, {
          method: 'GET',
          pathTemplate: '/address/',
          pathParams: {},
          userId,
        });
        return readEnvelopeData({ reply, schema: addressSchema.nullable() });
      } catch (error) {
        if (ServiceError.isServiceError(error) && error.status === 404) return null;
        throw error;
      }
    },
  };
}

export type AddressOperations = ReturnType<typeof createAddressOperations>;
