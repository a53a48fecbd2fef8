import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded/index';
import { testConfig } from '@/testing/embedded/test-config';

describe('users', () => {
  let service: EmbeddedService;
  const token = 'tok-users-test';
  const call = (path: string, init: RequestInit = {}) =>
    service.fetch(
      new Request(`http://embedded.test/api/v1${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
      }),
    );

  beforeAll(async () => {
    service = await createEmbeddedService({
      config: testConfig({ organizations: [{ name: 'users-org', token }] }),
    });
  });
  afterAll(() => service.close());

  it('creates a user and reads it back through the user header', async () => {
    const created = await call('/users/', {
      method: 'POST',
      body: JSON.stringify({ firstName: 'Homer', lastName: 'Simpson', email: 'Homer@Example.test' }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('X-Request-ID')).toMatch(/^req_/);
    const { data } = await created.json();
    expect(data).toMatchObject({ firstName: 'Homer', email: 'homer@example.test', phoneNumber: null });

    const read = await call('/users/', { headers: { 'X-Service-User-ID': data.id } });
    expect(read.status).toBe(200);
    expect((await read.json()).data.id).toBe(data.id);
  });

  it('reports a duplicate e-mail as error.user.conflict', async () => {
    const body = JSON.stringify({ email: 'dup@example.test' });
    expect((await call('/users/', { method: 'POST', body })).status).toBe(201);
    const again = await call('/users/', { method: 'POST', body });
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe('error.user.conflict');
  });

  it('rejects a bad shape with 422 and the failing fields', async () => {
    const response = await call('/users/', { method: 'POST', body: JSON.stringify({ sex: 'x', extra: 1 }) });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.code).toBe('error.validation');
    expect(body.data.fields.map((field: { path: string }) => field.path).sort()).toEqual(['extra', 'sex']);
  });

  it('answers 401 without a token and 403 for an unknown user', async () => {
    const anonymous = await service.fetch(new Request('http://embedded.test/api/v1/users/'));
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).code).toBe('error.auth.unauthorized');
    const stranger = await call('/users/', { headers: { 'X-Service-User-ID': 'usr_nobody' } });
    expect(stranger.status).toBe(403);
    expect((await stranger.json()).code).toBe('error.member.forbidden');
  });

  it('answers malformed JSON with 400 and an unknown path with 404', async () => {
    const malformed = await call('/users/', { method: 'POST', body: '{' });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe('error.malformed_json');
    const missing = await call('/nothing-here/');
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('error.not_found');
  });
});
