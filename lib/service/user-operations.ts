import 'server-only';
import { userSchema, type CreateUserBodyInput, type User } from '@/lib/contract';
import type { ServiceConnection } from './service-connection';
import { readEnvelopeData } from './service-reply';
import { sendServiceCall } from './service-transport';

export function createUserOperations(connection: ServiceConnection) {
  return {
    /** Bearer only: the user does not exist yet. */
    async createUser({
      body,
      idempotencyKey,
    }: {
      body: CreateUserBodyInput;
      idempotencyKey: string;
    }): Promise<User> {
      const reply = await sendServiceCall(connection, {
        method: 'POST',
        pathTemplate: '/users/',
        pathParams: {},
        body,
        idempotencyKey,
      });
      return readEnvelopeData({ reply, schema: userSchema });
    },

    async getUser({ userId }: { userId: string }): Promise<User> {
      const reply = await sendServiceCall(connection, {
        method: 'GET',
        pathTemplate: '/users/',
        pathParams: {},
        userId,
      });
      return readEnvelopeData({ reply, schema: userSchema });
    },
  };
}

export type UserOperations = ReturnType<typeof createUserOperations>;
