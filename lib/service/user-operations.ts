import 'server-only';
import { userSchema, type CreateUserBodyInput, type User } from '@/lib/contract';
import type { ServiceConnection } from './service-connection';
import { readEnvelopeData } from './service-reply';
import { ServiceError } from './service-error';
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

    /**
     * Whether the service takes the token, for readiness probes: `GET /users/` with no user. The interface
     * checks the token before it looks for the user, so 401 is a refused token and any other client error
     * (the missing user) an accepted one; nothing is read or written. Throws on 5xx and network failures.
     */
    async checkToken(): Promise<'accepted' | 'refused'> {
      try {
        await sendServiceCall(connection, { method: 'GET', pathTemplate: '/users/', pathParams: {} });
        return 'accepted';
      } catch (error) {
        if (!ServiceError.isServiceError(error) || error.status >= 500) throw error;
        return error.status === 401 ? 'refused' : 'accepted';
      }
    },
  };
}

export type UserOperations = ReturnType<typeof createUserOperations>;
