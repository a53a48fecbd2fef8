import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded/index';
import { createTestOrganization, type TestOrganization } from '@/testing/embedded/test-organization';
import { testConfig } from '@/testing/embedded/test-config';

describe('query parameters, as the document states them', () => {
  let service: EmbeddedService;
  let org: TestOrganization;
  let chatId: string;
  let userId: string;
  const get = (path: string, init: RequestInit = {}) =>
    org.call(path, { ...init, headers: { 'X-Service-User-ID': userId } });

  beforeAll(async () => {
    service = await createEmbeddedService({ config: testConfig() });
    org = await createTestOrganization(service, 'query');
    userId = (await (await org.call('/users/', { method: 'POST', body: '{}' })).json()).data.id;
    chatId = (await (await get('/chats/', { method: 'POST', body: '{}' })).json()).data.id;
  });
  afterAll(() => service.close());

  it.each(['/chats/', '/appointments/', 'messages'])(
    'an empty parameter name (?=x) on %s is an unknown parameter: 422',
    async (list) => {
      const path = list === 'messages' ? `/chats/${chatId}/messages/` : list;
      for (const query of ['?=x', '?=', '?page=1&=x']) {
        const response = await get(`${path}${query}`);
        expect(response.status).toBe(422);
        const body = await response.json();
        expect(body.code).toBe('error.validation');
        expect(body.data.fields).toContainEqual({ path: '', message: 'Unknown field' });
      }
    },
  );

  it('an operation that takes no query ignores one, an empty name included', async () => {
    expect((await get('/users/?=x')).status).toBe(200);
    expect((await get(`/chats/${chatId}/?=x&cache=1`)).status).toBe(200);
  });

  it('page has a maximum of 1,000,000', async () => {
    expect((await get('/chats/?page=1000000')).status).toBe(200);
    const response = await get('/chats/?page=1000001');
    expect(response.status).toBe(422);
    expect((await response.json()).data.fields).toEqual([
      { path: 'page', message: 'Must be at most 1000000' },
    ]);
    expect((await get('/chats/?page=9007199254740993')).status).toBe(422);
  });

  it('an empty value of a nullable parameter reads as absent; of another, it is a 422', async () => {
    const all = await (await get('/appointments/')).json();
    const empty = await get('/appointments/?status=');
    expect(empty.status).toBe(200);
    expect((await empty.json()).data).toEqual(all.data);
    expect((await get('/appointments/?page=')).status).toBe(422);
  });

  it('a method not listed for a path is 405 error.method_not_allowed with Allow (ADR 0050)', async () => {
    const response = await get('/users/', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD, POST');
    expect((await response.json()).code).toBe('error.method_not_allowed');
  });
});
