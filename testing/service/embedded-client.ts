import 'server-only';
import type { EmbeddedConfig } from '@/lib/embedded/config';
import type { Clock } from '@/lib/embedded/context';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded/index';
import { testConfig } from '@/testing/embedded/test-config';
import type { ServiceCallRecord } from '@/lib/service/service-call-record';
import { createServiceClient, type ServiceClient } from '@/lib/service/service-client';
import type { ServiceClientOptions } from '@/lib/service/service-connection';

export const EMBEDDED_BASE_URL = 'http://embedded.test/api/v1';

export interface EmbeddedClientHarness {
  service: EmbeddedService;
  client: ServiceClient;
  token: string;
  /** Every attempt the client reported since the harness started. */
  calls: ServiceCallRecord[];
  /** Another client of the same service, with other options (another token, say). */
  createClient(overrides?: Partial<ServiceClientOptions>): ServiceClient;
  close(): Promise<void>;
}

/**
 * The real client on the real embedded service, attached at the fetch seam as the app does in embedded
 * mode. Retries sleep for no time, so that fault tests stay fast.
 */
export async function startEmbeddedClient({
  token,
  clock,
  otherTokens = [],
  config = {},
}: {
  token: string;
  clock?: Clock;
  otherTokens?: string[];
  config?: Partial<EmbeddedConfig>;
}): Promise<EmbeddedClientHarness> {
  const organizations = [token, ...otherTokens].map((orgToken, index) => ({
    name: `service-client-org-${index}`,
    token: orgToken,
  }));
  const service = await createEmbeddedService({ clock, config: testConfig({ ...config, organizations }) });
  const calls: ServiceCallRecord[] = [];
  const createClient = (overrides: Partial<ServiceClientOptions> = {}) =>
    createServiceClient({
      baseUrl: EMBEDDED_BASE_URL,
      token,
      fetch: service.fetch,
      sleep: async () => {},
      onCall: (record) => calls.push(record),
      ...overrides,
    });
  return { service, client: createClient(), token, calls, createClient, close: () => service.close() };
}
