import 'server-only';
import { createServiceClient, type ServiceCallRecord, type ServiceClient } from '@/lib/service';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { createRequestLogWriter } from '@/lib/bff/records/request-log';
import { createRequestLogBatch } from '@/lib/bff/records/request-log-batch';
import { patientOfServiceCall } from '@/lib/bff/records/request-log-patient';
import { getServiceTarget } from '@/lib/bff/service/service-target';
import { loggableError } from '@/lib/logging/loggable-error';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { noteUpstreamRequest } from '@/lib/bff/logging/request-context';
import { onShutdownFlush } from '@/lib/bff/lifecycle/shutdown-state';

const onLogWriteFailed = (error: unknown) =>
  bffLog.warn({ error: loggableError(error) }, 'could not write the request log');

/** Never awaited by the call it describes: a failing log must not fail or slow a patient's request. */
const requestLog = createRequestLogBatch({
  writer: createRequestLogWriter({ getDatabase: getAppDatabase }),
  onError: onLogWriteFailed,
});
// What waits is written when the instance stops, before its database closes (lib/bff/lifecycle).
onShutdownFlush('request log', () => requestLog.flush());

function logServiceCall(call: ServiceCallRecord): void {
  noteUpstreamRequest(call.requestId);
  patientOfServiceCall(call.requestId)
    .then((patientAccountId) => requestLog.add({ ...call, patientAccountId }))
    .catch(onLogWriteFailed);
}

let client: Promise<ServiceClient> | undefined;

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

