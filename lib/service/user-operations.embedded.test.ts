import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';
import { ServiceError } from './service-error';
import { startEmbeddedClient, type EmbeddedClientHarness } from '@/testing/service/embedded-client';

describe('users against the embedded service', () => {
  let harness: EmbeddedClientHarness;
  beforeAll(async () => {
    harness = await startEmbeddedClient({ token: 'tok-service-client-users' });
  });
  afterAll(() => harness.close());

  it('tells an accepted token from a refused one without a user, for readiness probes', async () => {
    await expect(harness.client.checkToken()).resolves.toBe('accepted');
    const stranger = harness.createClient({ token: 'tok-never-issued-to-anyone' });
    await expect(stranger.checkToken()).resolves.toBe('refused');
  });

  it('creates a user and reads it back', async () => {
    const { client } = harness;
    const created = await client.createUser({
      body: { firstName: 'Homer', lastName: 'Simpson', email: 'homer@springfield.test', sex: 'male' },
      idempotencyKey: newIdempotencyKey(),
    });
    expect(created).toMatchObject({ firstName: 'Homer', email: 'homer@springfield.test', phoneNumber: null });
    await expect(client.getUser({ userId: created.id })).resolves.toEqual(created);
  });

  it('replays a repeated creation with the same key instead of creating twice', async () => {
    const { client } = harness;
    const idempotencyKey = newIdempotencyKey();
    const body = { firstName: 'Marge', email: 'marge@springfield.test' };
    const first = await client.createUser({ body, idempotencyKey });
    const second = await client.createUser({ body, idempotencyKey });
    expect(second.id).toBe(first.id);
  });

  it('reports a duplicate e-mail as error.user.conflict', async () => {
    const { client } = harness;
    const body = { email: 'bart@springfield.test' };
    await client.createUser({ body, idempotencyKey: newIdempotencyKey() });
    await expect(client.createUser({ body, idempotencyKey: newIdempotencyKey() })).rejects.toMatchObject({
      status: 400,
      code: 'error.user.conflict',
      requestId: expect.stringMatching(/^req_/),
    });
  });

  it('passes the failing fields of a 422 through in data', async () => {
    const error = await harness.client
      .createUser({ body: { sex: 'unknown' as 'male' }, idempotencyKey: newIdempotencyKey() })
      .catch((e: unknown) => e);
    expect(ServiceError.isServiceError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 422,
      code: 'error.validation',
      data: { fields: [{ path: 'sex' }] },
    });
  });

  it('reports an unknown user as 403 and a wrong token as 401', async () => {
    await expect(harness.client.getUser({ userId: 'usr_nobody' })).rejects.toMatchObject({
      status: 403,
      code: 'error.member.forbidden',
    });
    const stranger = harness.createClient({ token: 'tok-not-provisioned' });
    await expect(stranger.getUser({ userId: 'usr_nobody' })).rejects.toMatchObject({
      status: 401,
      code: 'error.auth.unauthorized',
    });
  });

  it('records each call with its template and never the token', async () => {
    const records = JSON.stringify(harness.calls);
    expect(harness.calls.length).toBeGreaterThan(0);
    expect(harness.calls.every((call) => call.pathTemplate === '/users/')).toBe(true);
    expect(records).not.toContain(harness.token);
    expect(records).not.toContain('homer@springfield.test');
  });
});
