import type { EmbeddedService } from '@/lib/embedded/index';
import { newSecret } from '@/lib/embedded/ids';
import { addOrganization, issueToken } from '@/lib/embedded/provisioning';

export interface TestOrganization {
  name: string;
  token: string;
  /** A request to `/api/v1<path>` with this organization's token and a JSON content type. */
  call(path: string, init?: RequestInit): Promise<Response>;
}

/** A fresh organization with its own token, so that a test sees only what it created. */
export async function createTestOrganization(
  service: EmbeddedService,
  prefix = 'org',
): Promise<TestOrganization> {
  const name = `${prefix}-${newSecret(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
  await addOrganization(service.deps.db, name);
  const { token } = await issueToken(service.deps.db, name, 'test');
  return {
    name,
    token,
    call: (path, init = {}) =>
      service.fetch(
        new Request(`http://embedded.test/api/v1${path}`, {
          ...init,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
        }),
      ),
  };
}
