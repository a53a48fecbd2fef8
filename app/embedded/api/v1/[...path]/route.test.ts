import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEmbeddedRuntime } from '@/lib/embedded/runtime';
import { GET, POST } from './route';

const token = 'tok-mount-test';
const ENV = {
  EMBEDDED_DATABASE: 'memory',
  EMBEDDED_ORGS: `mount-org:${token}`,
  APP_URL: 'http://app.test',
  SERVICE_BASE_URL: '',
  SERVICE_API_TOKEN: '',
};

describe('/embedded/api/v1/[...path]', () => {
  const saved = new Map<string, string | undefined>();

  beforeAll(() => {
    for (const [name, value] of Object.entries(ENV)) {
      saved.set(name, process.env[name]);
      process.env[name] = value;
    }
  });
  afterAll(async () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await (await getEmbeddedRuntime()).close();
  });

  it('forwards to one process-wide embedded service, keeping the query, headers, body and status', async () => {
    expect(getEmbeddedRuntime()).toBe(getEmbeddedRuntime());
    const service = await getEmbeddedRuntime();
    expect(service.deps.publicBaseUrl).toBe('http://app.test/embedded/api/v1');

    const created = await POST(
      new Request('http://app.test/embedded/api/v1/users/?ignored=1', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'mount-1',
        },
        body: JSON.stringify({ firstName: 'Carl' }),
      }),
    );
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data.firstName).toBe('Carl');

    const read = await GET(
      new Request('http://app.test/embedded/api/v1/users/', {
        headers: { Authorization: `Bearer ${token}`, 'X-Service-User-ID': data.id },
      }),
    );
    expect(read.status).toBe(200);
    expect(read.headers.get('X-Request-ID')).toMatch(/^req_/);
    expect((await read.json()).data.id).toBe(data.id);
  });

  it('answers 404 error.not_found in remote mode', async () => {
    process.env.SERVICE_BASE_URL = 'https://service.example/api/v1';
    process.env.SERVICE_API_TOKEN = 'remote-token';
    try {
      const response = await GET(new Request('http://app.test/embedded/api/v1/openapi.json'));
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('error.not_found');
    } finally {
      process.env.SERVICE_BASE_URL = '';
      process.env.SERVICE_API_TOKEN = '';
    }
  });
});
