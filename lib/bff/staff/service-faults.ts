import 'server-only';
import { successEnvelopeSchema } from '@/lib/contract';
import {
  BFF_ERROR_CODES,
  CLIENT_ERROR_CODES,
  faultSettingsSchema,
  type FaultSettings,
} from '@/lib/contract/bff';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { ApiError } from '@/lib/bff/http/api-error';
import { getServiceTarget } from '@/lib/bff/service/service-target';

const FAULTS_PATH = '/_admin/faults';

const faultsUnavailable = () =>
  new ApiError({
    status: 404,
    code: BFF_ERROR_CODES.faultsUnavailable,
    message: 'The fault panel exists only when the service runs embedded in this app.',
  });

const faultsEnvelopeSchema = successEnvelopeSchema(faultSettingsSchema);

/** Whether this deployment has fault knobs at all: only the embedded service does. */
export function faultsAvailable(): boolean {
  return getAppConfig().service.kind === 'embedded';
}

/** Reads or changes the embedded service's faults through its admin endpoint, with the service token. */
export async function callServiceFaults(
  method: 'GET' | 'PUT' | 'DELETE',
  changes?: Partial<FaultSettings>,
): Promise<FaultSettings> {
  if (!faultsAvailable()) throw faultsUnavailable();
  const { baseUrl, token, fetch: targetFetch = fetch } = await getServiceTarget();
  const request = new Request(`${baseUrl}${FAULTS_PATH}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: changes === undefined ? undefined : JSON.stringify(changes),
  });
  const response = await targetFetch(request);
  const parsed = faultsEnvelopeSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) {
    throw new ApiError({
      status: 502,
      code: CLIENT_ERROR_CODES.badGateway,
      message: `The embedded service did not accept the fault settings (status ${response.status}).`,
    });
  }
  return parsed.data.data;
}
