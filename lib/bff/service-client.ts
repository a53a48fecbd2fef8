import 'server-only';
import { createServiceClient, type ServiceCallRecord, type ServiceClient } from '@/lib/service';
import { getAppDatabase } from './app-database';
import { getAppConfig } from './env';
import { deriveOrganizationKey } from './organization-key';
import { createRequestLogWriter } from './request-log';

/** The base URL the in-process service is addressed at; any origin reaches it through its fetch. */
const EMBEDDED_BASE_URL = 'http://embedded.internal/api/v1';

interface ServiceTarget {
  baseUrl: string;
  token: string;
  /** Absent: the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
}

async function resolveServiceTarget(): Promise<ServiceTarget> {
  const { service } = getAppConfig();
  if (service.kind === 'remote') {
    return { baseUrl: service.baseUrl, token: service.token };
  }
  // Loaded only in embedded mode, so that a remote deployment never starts the embedded service.
  const { getEmbeddedRuntime } = await import('@/lib/embedded/runtime');
  const runtime = await getEmbeddedRuntime();
  const organization = runtime.organizations[0];
  if (!organization) throw new Error('The embedded service has no organization to act for.');
  return {
    baseUrl: EMBEDDED_BASE_URL,
    token: organization.token,
    fetch: (request) => runtime.fetch(request),
  };
}

const requestLog = createRequestLogWriter({ getDatabase: getAppDatabase });

/** Never awaited by the call it describes: a failing log must not fail or slow a patient's request. */
function logServiceCall(call: ServiceCallRecord): void {
  requestLog.record(call).catch((error: unknown) => {
    console.warn('[bff] could not write the request log:', error instanceof Error ? error.message : error);
  });
}

let target: Promise<ServiceTarget> | undefined;
let client: Promise<ServiceClient> | undefined;

function getServiceTarget(): Promise<ServiceTarget> {
  if (!target) {
    target = resolveServiceTarget();
    target.catch(() => (target = undefined));
  }
  return target;
}

/** The one client of the service for this process, remote or embedded. */
export function getServiceClient(): Promise<ServiceClient> {
  if (!client) {
    client = getServiceTarget().then(({ baseUrl, token, fetch }) =>
      createServiceClient({ baseUrl, token, fetch, onCall: logServiceCall }),
    );
    client.catch(() => (client = undefined));
  }
  return client;
}

let organizationKey: Promise<string> | undefined;

/** This deployment's organization, as stored on every account row: derived once from the token in use. */
export function getOrganizationKey(): Promise<string> {
  if (!organizationKey) {
    organizationKey = getServiceTarget().then(({ token }) => deriveOrganizationKey(token));
    organizationKey.catch(() => (organizationKey = undefined));
  }
  return organizationKey;
}
