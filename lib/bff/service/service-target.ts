import 'server-only';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { resolveOrganizationKey } from '@/lib/bff/service/organization-key';

/** The base URL the in-process service is addressed at; any origin reaches it through its fetch. */
const EMBEDDED_BASE_URL = 'http://embedded.internal/api/v1';

export interface ServiceTarget {
  baseUrl: string;
  token: string;
  /** Absent: the service over HTTP (lib/service/service-http.ts). */
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

let target: Promise<ServiceTarget> | undefined;

/** Where this process reaches the service, and with which token: resolved once, again after a failure. */
export function getServiceTarget(): Promise<ServiceTarget> {
  if (!target) {
    target = resolveServiceTarget();
    target.catch(() => (target = undefined));
  }
  return target;
}

let organizationKey: Promise<string> | undefined;

/** This deployment's organization, as stored on every account row: configured, or kept in the database. */
export function getOrganizationKey(): Promise<string> {
  if (!organizationKey) {
    organizationKey = (async () => {
      const configured = getAppConfig().organizationId;
      if (configured) return configured;
      const [{ token }, db] = await Promise.all([getServiceTarget(), getAppDatabase()]);
      return resolveOrganizationKey({ db, configured, token });
    })();
    organizationKey.catch(() => (organizationKey = undefined));
  }
  return organizationKey;
}
