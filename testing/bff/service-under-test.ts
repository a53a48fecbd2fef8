import 'server-only';
import { inject, vi } from 'vitest';
import type { FaultSettings } from '@/lib/embedded/faults';
import { getEmbeddedRuntime } from '@/lib/embedded/runtime';
import { serviceHttp } from '@/lib/service/service-http';
import type { RemoteServiceAddress } from '@/testing/bff/remote-service';

/**
 * The service the BFF under test talks to, in either mode: the embedded one in this process, or a
 * standalone one over HTTP (vitest.remote.config.ts). Tests reach it only through here.
 */

/** Taken before any test can spy on it, so that switching faults never shows up among the BFF's calls. */
const directFetch = globalThis.fetch;

/** The address and token the BFF uses in remote mode; undefined when the service runs in process. */
export function remoteServiceAddress(): RemoteServiceAddress | undefined {
  const services = inject('remoteServices');
  if (!services) return undefined;
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  const address = services[slot - 1];
  if (!address) throw new Error(`No remote service for worker slot ${slot} (${services.length} started)`);
  return address;
}

export function isRemoteService(): boolean {
  return remoteServiceAddress() !== undefined;
}

/** The embedded service itself, for the few tests that change what has no switch over HTTP. */
export function embeddedService() {
  if (remoteServiceAddress())
    throw new Error('This run reaches the service over HTTP: it is not in this process');
  return getEmbeddedRuntime();
}

/** The organization token the BFF holds; no response may ever contain it. */
export async function serviceToken(): Promise<string> {
  const remote = remoteServiceAddress();
  if (remote) return remote.token;
  const token = (await getEmbeddedRuntime()).organizations[0]?.token;
  if (!token) throw new Error('The embedded service has no organization');
  return token;
}

export interface ServiceFaults {
  update(changes: Partial<FaultSettings>): Promise<FaultSettings>;
  reset(): Promise<FaultSettings>;
}

async function callFaultsEndpoint(
  { baseUrl, token }: RemoteServiceAddress,
  method: 'PUT' | 'DELETE',
  changes?: Partial<FaultSettings>,
): Promise<FaultSettings> {
  const response = await directFetch(`${baseUrl}/_admin/faults`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: changes === undefined ? undefined : JSON.stringify(changes),
  });
  if (!response.ok)
    throw new Error(`${method} /_admin/faults answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: FaultSettings }).data;
}

/** The service's injected faults: the runtime's controller in process, the admin endpoint remotely. */
export function serviceFaults(): ServiceFaults {
  const remote = remoteServiceAddress();
  if (remote) {
    return {
      update: (changes) => callFaultsEndpoint(remote, 'PUT', changes),
      reset: () => callFaultsEndpoint(remote, 'DELETE'),
    };
  }
  return {
    update: async (changes) => (await getEmbeddedRuntime()).faults.update(changes),
    reset: async () => (await getEmbeddedRuntime()).faults.reset(),
  };
}

export interface ServiceTransport {
  fetch(request: Request): Promise<Response>;
}

/**
 * The object whose `fetch` carries every request of the BFF to the service, as a `Request`, for
 * `vi.spyOn(transport, 'fetch')`: the embedded runtime in process; remotely, one the service client's
 * HTTP calls are handed to until the test's mocks are restored (the client sends an address and its
 * parts, not a `Request`).
 */
export async function serviceTransport(): Promise<ServiceTransport> {
  if (!remoteServiceAddress()) return getEmbeddedRuntime();
  const transport: ServiceTransport = { fetch: (request) => directFetch(request) };
  vi.spyOn(serviceHttp, 'send').mockImplementation(({ url, method, headers, body, signal }) =>
    transport.fetch(new Request(url, { method, headers, body, signal })),
  );
  return transport;
}
