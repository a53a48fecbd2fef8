import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedService, type EmbeddedService } from './index';
import { addOrganization, issueToken, listTokens, revokeToken } from './provisioning';
import { testConfig } from '@/testing/embedded/test-config';

describe('provisioning', () => {
  let service: EmbeddedService;
  const createUser = (token: string) =>
    service.fetch(
      new Request('http://embedded.test/api/v1/users/', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      }),
    );

  beforeAll(async () => {
    service = await createEmbeddedService({ config: testConfig() });
  });
  afterAll(() => service.close());

  it('adds an organization once, however often it is asked', async () => {
    const first = await addOrganization(service.deps.db, 'provision-springfield');
    const again = await addOrganization(service.deps.db, 'provision-springfield');
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.organization.id).toBe(first.organization.id);
  });

  it('issues a token that authenticates at once, and lists it without the secret', async () => {
    await addOrganization(service.deps.db, 'provision-shelbyville');
    const issued = await issueToken(service.deps.db, 'provision-shelbyville', 'backend');
    expect(issued.token).toMatch(/^svc_/);
    expect((await createUser(issued.token)).status).toBe(201);

    const listed = await listTokens(service.deps.db, 'provision-shelbyville');
    expect(listed).toEqual([
      { id: issued.id, label: 'backend', createdAt: expect.any(Date), revokedAt: null },
    ]);
    expect(JSON.stringify(listed)).not.toContain(issued.token);
  });

  it('keeps several tokens active at once, and revokes one without the others', async () => {
    await addOrganization(service.deps.db, 'provision-capital-city');
    const old = await issueToken(service.deps.db, 'provision-capital-city', 'old');
    const rotated = await issueToken(service.deps.db, 'provision-capital-city', 'rotated');
    expect((await createUser(old.token)).status).toBe(201);
    expect((await createUser(rotated.token)).status).toBe(201);

    expect(await revokeToken(service.deps.db, old.id)).toBe(true);
    const refused = await createUser(old.token);
    expect(refused.status).toBe(401);
    expect((await refused.json()).code).toBe('error.auth.unauthorized');
    expect((await createUser(rotated.token)).status).toBe(201);

    expect(await revokeToken(service.deps.db, old.id)).toBe(false);
    const listed = await listTokens(service.deps.db, 'provision-capital-city');
    expect(listed.find((token) => token.id === old.id)?.revokedAt).toBeInstanceOf(Date);
    expect(listed.find((token) => token.id === rotated.id)?.revokedAt).toBeNull();
  });

  it('refuses to issue a token for an unknown organization', async () => {
    await expect(issueToken(service.deps.db, 'provision-nowhere')).rejects.toThrow(/No organization named/);
    expect(await revokeToken(service.deps.db, 'tok_unknown')).toBe(false);
  });
});
