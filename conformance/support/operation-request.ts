import { send, type ApiResponse, type RequestOptions } from './http-client';
import type { Operation, OperationFixture } from './operations';

/** The operation's valid request, with some of its options replaced. */
export function sendOperation(
  operation: Operation,
  fixture: OperationFixture,
  overrides: RequestOptions = {},
): Promise<ApiResponse> {
  const body = operation.body?.(fixture);
  const query = operation.query?.(fixture);
  return send(operation.method, operation.path(fixture), {
    token: fixture.member.token,
    ...(operation.credentials === 'member' ? { userId: fixture.member.userId } : {}),
    ...(body === undefined ? {} : { json: body }),
    ...(query === undefined ? {} : { query }),
    ...overrides,
  });
}
